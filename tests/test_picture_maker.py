"""The viewer's pictures are made in a process of their own (ui/play/picturejobs.py, issue 28), started the way
Windows and macOS start every process (multiprocessing's "spawn": a new interpreter that imports what it runs):
what goes wrong there is said in the player's language, and the app goes on."""
import os
import time

from tests.test_analysis_screen import short_line
from ui.base import lang
from ui.base.lang import t
from ui.play import picturejobs, pictures


def stops_without_answering(conn, work) -> None:
    """A maker killed halfway (out of memory, a crash in a library): it ends without a word."""
    os._exit(3)


def writes_a_wrong_name(conn, work) -> None:
    """The real maker, asked for a file whose name it refuses (a PictureError in that process)."""
    kind, line, at, table, size, language, path = work
    picturejobs.make(conn, (kind, line, at, table, size, language, path + ".txt"))


def finished(job, seconds: float = 120.0) -> str:
    end = time.monotonic() + seconds
    said = job.step()
    while said is None and time.monotonic() < end:
        time.sleep(0.01)
        said = job.step()
    assert said is not None, "the picture job never answered"
    return said


def test_a_maker_that_stops_without_answering_is_said_and_the_app_goes_on(app):
    line = short_line(app, options={"size": 6}, moves=4)
    job = picturejobs.PictureJob("gif", line, 0, False, maker=stops_without_answering)
    said = finished(job)
    assert said == t("pictures.not_saved", reason=t("pictures.codes.maker_stopped"))
    assert not os.path.exists(job.path)
    assert job.step() == said            # (asked again: the same sentence, nothing started anew)


def test_a_file_the_maker_cannot_write_is_said_in_the_players_language(app):
    line = short_line(app, options={"size": 6}, moves=4)
    lang.use("de")
    job = picturejobs.PictureJob("png", line, 2, False, maker=writes_a_wrong_name)
    said = finished(job)
    assert said == t("pictures.not_saved", reason=pictures.reason_words(pictures.PictureError("extension",
                                                                                              wanted=".png")))
    assert "Bild" in said                # (German: the app's language, not the maker's)
    assert not os.path.exists(job.path)


def test_a_position_made_apart_is_the_picture_drawn_here(app):
    import pygame
    line = short_line(app, options={"size": 6}, moves=5)
    job = picturejobs.start("png", line, 3)
    assert finished(job) == t("pictures.saved", path=job.path)
    here = pictures.position_surface(line, 3)
    made = pygame.image.load(job.path)
    assert made.get_size() == here.get_size()
    assert pygame.image.tobytes(made, "RGB") == pygame.image.tobytes(here, "RGB")
