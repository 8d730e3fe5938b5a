"""What is let go to keep the peak resident size down (issue 28; tests/benchmarks/bench_memory.py measures it):
the fonts and rendered words past the number kept are dropped and draw the same when made again; the title screen
lets go of its pictures and buttons while a game covers it, a game of its backdrop while a viewer covers it, and
each shows the same screen when uncovered; a left game's rules page is dropped and laid out the same when asked
again; the warm-up's gc.freeze leaves out the title screen's buttons (frozen, they could never be freed); a GIF
made in a process of its own (none of its frames in the app's memory) is the same file as one written here."""
import pygame

from games import GAMES
from tests.uihelpers import step
from ui.kit import text
from ui.screens.menu import MenuScene


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_a_face_keeps_few_fonts_open_and_a_size_set_on_one_draws_as_a_font_opened_at_it(app):
    first = text.font(21)
    before = pixels(first.render("Hexcade 123 äöü", True, (255, 255, 255)))
    measured = first.size("Hexcade 123 äöü"), first.get_height(), first.get_linesize()
    for size in range(40, 40 + 3 * text.FONTS_OPEN, 2):     # more sizes than a face keeps open, each used
        text.font(size).size("Hexcade")
        text.font(size + 1, True).size("Hexcade")
        assert text.open_fonts() <= 2 * text.FONTS_OPEN
    assert text.open_fonts() == 2 * text.FONTS_OPEN
    assert pixels(first.render("Hexcade 123 äöü", True, (255, 255, 255))) == before     # (set back to 21)
    assert (first.size("Hexcade 123 äöü"), first.get_height(), first.get_linesize()) == measured
    import os
    import pygame_gui
    opened = pygame.font.Font(os.path.join(os.path.dirname(pygame_gui.__file__), "data", text.FACES[True, False]), 33)
    assert pixels(text.font(33, True).render("Tripitz: Ďaľ", True, (9, 200, 90))) == \
        pixels(opened.render("Tripitz: Ďaľ", True, (9, 200, 90)))


def test_rendered_words_past_the_number_kept_are_dropped_and_render_the_same_again(app):
    first = text.render("Player 1 · Red wins!", 24, (250, 240, 200), True)
    before = pixels(first)
    for n in range(text.RENDERS_KEPT + 40):          # a long game's panel: something new after each move
        text.render(f"Red: {n} stacks", 18)
        assert text.render.cache_info().currsize <= text.RENDERS_KEPT
    again = text.render("Player 1 · Red wins!", 24, (250, 240, 200), True)
    assert again is not first and pixels(again) == before


def test_the_title_screen_lets_go_of_its_pictures_and_buttons_under_a_game_and_shows_the_same_when_uncovered(app):
    title = MenuScene(selected="trickle")
    app.push(title)
    step(app, 3)
    shown = pixels(app.window)
    builds = title.panel.builds
    spec = GAMES["trickle"]
    app.push(spec.make_scene(2, 1, spec.default_options()))
    step(app, 3)
    assert title.container is None and title.play_button is None and not title.widgets
    app.pop()
    step(app, 3)
    assert title.play_button is not None and title.play_button.alive()
    assert title.panel.builds == builds + 1          # painted again, once
    assert pixels(app.window) == shown


def test_a_left_games_rules_page_is_dropped_and_laid_out_the_same_when_asked_again(app):
    spec = GAMES["tumbleweed"]

    def rules_page():
        scene = spec.make_scene(2, 1, spec.default_options())
        app.push(scene)
        step(app, 2)
        scene.show_rules()
        step(app, 2)
        page = app.scene.page
        app.pop()
        scene.back_to_menu()
        step(app, 40)        # the left game's memory is handed back half a second after (ui/kit/memory.py)
        return page

    first = rules_page()
    kept = pixels(first)
    second = rules_page()
    assert second is not first
    assert pixels(second) == kept


def rest(app) -> None:
    """Step until nothing is left to make or draw (pictures are made a few ms a frame: a loaded machine, or one
    whose earlier tests left the pid pictures rough, takes more frames)."""
    for _ in range(600):
        if app.resting and not app.needs_draw:
            return
        step(app)
    raise AssertionError("the app never came to rest")


def test_a_game_under_a_viewer_lets_go_of_its_backdrop_and_shows_the_same_when_the_viewer_closes(app):
    import random
    from ui.play import review
    for key in ("tumbleweed", "icesickle", "tripitz"):
        spec = GAMES[key]
        scene = spec.make_scene(2, 3, spec.default_options())
        app.push(scene)
        step(app, 3)
        scene.advance_random(6, random.Random(2))
        step(app, 90)
        rest(app)       # its pictures exact while the game is on top (beneath the pause menu it refines nothing,
        scene.pause()   # and the rack and bag would stay drawn over the board's picture, not baked into a backdrop)
        step(app, 30)
        pause_menu = app.scene
        rest(app)
        shown = pixels(app.window)
        backdrop = scene.background(app.size)
        review.open_review(scene, 3)
        step(app, 3)
        while app.scene is not pause_menu:
            app.pop()
        step(app, 30)
        rest(app)
        assert scene.background(app.size) is not backdrop, key     # it was let go, and made again
        assert pixels(app.window) == shown, key
        app.home()
        step(app, 3)


def test_the_warm_ups_freeze_leaves_the_title_screens_buttons_free_to_go(app):
    import gc
    title = MenuScene()
    app.push(title)
    step(app, 2)
    shown = pixels(app.window)
    while app.warmup.step():        # as while the title screen rests, the freeze last
        pass
    try:
        assert gc.get_freeze_count() > 0
        tracked = {id(o) for o in gc.get_objects()}       # (frozen objects are not among them)
        assert title.play_button is not None and id(title.play_button) in tracked
        step(app, 2)
        assert pixels(app.window) == shown
    finally:
        gc.unfreeze()


def test_a_gif_made_in_a_process_of_its_own_is_the_same_file_as_one_written_here(app, tmp_path):
    import random
    import time
    from ui.play import picturejobs, pictures, review
    spec = GAMES["tumbleweed"]
    scene = spec.make_scene(2, 4, dict(spec.default_options(), size=6), autosave=False)
    app.push(scene)
    step(app, 2)
    scene.advance_random(6, random.Random(5))
    step(app, 60)
    line = review.line_of(scene)
    job = picturejobs.start("gif", line, 0)
    while job.step() is None:
        time.sleep(0.002)
    # the same file as from the drawn Surfaces themselves
    surface = pygame.Surface(pictures.SIZE)
    shots = [pictures.scaled(pictures.drawn(s, surface), pictures.GIF_WIDTH).copy()
             for s in pictures.stepped(line, pictures.SIZE, False)]
    pictures.write_gif(shots, str(tmp_path / "same.gif"))
    with open(job.path, "rb") as made, open(tmp_path / "same.gif", "rb") as same:
        assert made.read() == same.read()


def test_a_button_keeps_each_look_once_and_every_look_is_pygame_guis_own(app):
    import pygame_gui
    from ui.kit import buttonlooks
    rect = pygame.Rect(-400, -200, 240, 60)
    ours = buttonlooks.Button(relative_rect=rect, text="Analyse", manager=app.manager)
    theirs = pygame_gui.elements.UIButton(relative_rect=rect, text="Analyse", manager=app.manager)

    def every_look(button) -> dict:
        shape = button.drawable_shape
        buttonlooks.make_waiting_looks([button], 10.0)
        button.disable()
        shape.update(0.0)
        return {name: pixels(state.surface) for name, state in shape.states.items() if state.generated}

    try:
        looks = every_look(ours)
        assert set(looks) == {"normal", "hovered", "disabled", "selected", "active"}
        assert looks == every_look(theirs)
        assert all(s.pre_text_surface is None and s.text_surface is None for s in ours.drawable_shape.states.values())
        assert theirs.drawable_shape.states["normal"].text_surface is not None     # (what is let go of)
        ours.enable()
        theirs.enable()
        ours.set_text("Best move")          # new words: every look drawn anew, the same as pygame-gui's
        theirs.set_text("Best move")
        assert every_look(ours) == every_look(theirs)
        # and the working pictures the looks were drawn from go once the last is made (pygame-gui keeps them
        # after a rebuild; a big button's are 2-4 MB)
        assert ours.drawable_shape.temp_additive_shape is None
    finally:
        ours.kill()
        theirs.kill()


def test_the_rules_page_goes_when_the_rules_close_and_is_the_same_page_when_they_open_again(app):
    from ui.kit import richtext
    spec = GAMES["trickle"]
    scene = spec.make_scene(2, 1, spec.default_options())
    app.push(scene)
    step(app, 2)
    scene.show_rules()
    step(app, 3)
    rules = app.scene
    first = pixels(rules.page)
    shown = pixels(app.window)
    app.pop()
    step(app, 2)
    assert not richtext.has_page(rules.html, rules.page_width)      # let go of while the game goes on
    scene.show_rules()
    step(app, 3)
    assert pixels(app.scene.page) == first and pixels(app.window) == shown


def test_tripitzs_pid_pictures_go_when_no_game_is_left_and_stay_while_another_comes(app):
    """Every size of every Tripitz game played was kept for the run (17 MB after four games); a game started
    before the left one's memory is handed back keeps them, and draws them the same."""
    from games.tripitz.pids import SPRITES
    spec = GAMES["tripitz"]
    app.push(MenuScene(selected="tripitz"))
    step(app, 3)

    def a_game():
        scene = spec.make_scene(2, 4, spec.default_options(), autosave=False)
        app.push(scene)
        step(app, 30)
        return scene

    scene = a_game()
    assert len(SPRITES) > 0
    shown = pixels(app.window)
    scene.back_to_menu()
    step(app, 40)            # the left game's memory is handed back half a second after (ui/kit/memory.py)
    assert len(SPRITES) == 0
    scene = a_game()
    assert pixels(app.window) == shown
    scene.back_to_menu()
    step(app, 5)
    scene = a_game()         # (within the half second: the left game's hand-back comes while this one plays)
    step(app, 40)
    assert len(SPRITES) > 0
    assert pixels(app.window) == shown


def test_a_game_under_a_viewer_lets_go_of_its_board_too_and_the_result_screen_shows_the_same_after(app):
    """The replay's own board is the one on screen; the game's (8 MB at 1920x1080) is painted again in bands
    beneath the result screen when the replay closes (ui/play/resizing.py), and shows as it did."""
    import random
    from ui.play import review
    spec = GAMES["tumbleweed"]
    scene = spec.make_scene(2, 5, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 3)
    while not scene.state.is_over:
        scene.advance_random(1, random.Random(len(scene.match.history)))
    step(app, 120)
    result = app.scene
    assert result is not scene
    rest(app)
    shown = pixels(app.window)
    assert scene.board_cache.has(app.size)
    review.open_replay(scene)
    step(app, 10)
    assert not scene.board_cache.has(app.size)        # let go of beneath the replay
    while app.scene is not result:
        app.pop()
    step(app, 2)
    rest(app)
    assert scene.board_cache.has(app.size)
    assert pixels(app.window) == shown


def test_a_game_in_play_beneath_a_review_of_its_moves_keeps_its_board_and_buttons(app):
    """Only a finished game lets go of its board beneath a viewer: back from a review of its moves, a game in play
    shows its board and buttons in the first frame."""
    import random
    from ui.play import review
    spec = GAMES["tumbleweed"]
    scene = spec.make_scene(2, 5, spec.default_options(), autosave=False)
    app.push(scene)
    step(app, 3)
    scene.advance_random(6, random.Random(2))
    step(app, 90)
    buttons = [b for b in scene.container.elements if b.visible]
    review.open_review(scene, 3)
    step(app, 5)
    assert scene.board_cache.has(app.size)
    app.pop()
    step(app, 1)
    assert not scene.board_late and scene.board_cache.has(app.size)
    assert buttons and all(b.alive() and b.visible for b in buttons)
