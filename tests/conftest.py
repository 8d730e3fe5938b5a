import os
import sys

# Headless by default: tests never open a real window or audio device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Saved games and settings go to throw-away folders, never the player's own.
import tempfile  # noqa: E402
os.environ["HEXCADE_SAVE_DIR"] = tempfile.mkdtemp(prefix="hexcade-test-saves-")
os.environ["HEXCADE_CONFIG_DIR"] = tempfile.mkdtemp(prefix="hexcade-test-config-")
# The tests read English words unless they choose another language (ui/base/lang.py would take the system's).
os.environ["LANGUAGE"] = "en"
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from hypothesis import settings

settings.register_profile("hexcade", max_examples=40, deadline=None)
settings.load_profile("hexcade")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def own_settings(tmp_path_factory, monkeypatch):
    """Every test starts from the default settings and an empty data folder, in folders of its own: a layout or a
    mark one test switches (they are kept at once) never reaches the next test."""
    from ui.storage import bests, ladder, prefs, progress
    monkeypatch.setenv("HEXCADE_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    # (and its data folder: a game one test saves never shows a Continue button in the next one's title screen)
    monkeypatch.setenv("HEXCADE_SAVE_DIR", str(tmp_path_factory.mktemp("data")))
    for store in (prefs, bests, progress, ladder):
        store.forget()
    yield
    for store in (prefs, bests, progress, ladder):
        store.forget()
    from ui.base import lang
    lang.use("en")
    # Scenes a test leaves on the stack are never left, so their requests would stay wanted: the shared worker
    # would go on thinking for them (a whole analysis) while the next test in this process waits for its own move.
    from ui.play.thinker import THINKER
    THINKER.cancel_all()


@pytest.fixture
def app():
    """The App in a 1280x720 window (a test module may have its own); afterwards the save writer flushed, English
    back."""
    import pygame
    from tests.uihelpers import make_app
    from ui.base import lang
    from ui.storage import saves
    a = make_app(size=(1280, 720))
    yield a
    saves.WRITER.flush()
    lang.use("en")
    pygame.quit()
