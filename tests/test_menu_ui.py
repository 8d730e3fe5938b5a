"""The title screen: game cards, player counts, options that cycle, refusals explained, Play."""
import pygame
import pytest

from games import GAMES
from tests.uihelpers import click, find_button, key, make_app, press, step
from ui.play.boardscene import BoardScene
from ui.screens.menu import MenuScene


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.quit()


def test_every_game_is_listed_and_each_card_selects_its_game(app):
    assert list(GAMES) == ["trickle", "trickle-down", "tumbleweed", "icesickle", "tripitz", "tripitz-together"]
    keys = list(GAMES)
    menu = MenuScene(selected=keys[-1])
    app.push(menu)
    step(app, 2)
    for key_name in keys[:-1]:
        click(app, menu.card_rects[key_name].center)
        assert menu.selected == key_name and app.scene is menu
        assert menu.spec.title in [GAMES[key_name].title]


def test_players_and_options_reach_the_game(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    press(app, find_button(app, "3"))
    assert menu.current()["players"] == 3
    chaining = next(b for b, (fn, arg) in menu.widgets.items() if getattr(arg, "key", None) == "chaining")
    press(app, chaining)
    assert menu.current()["chaining"] is True
    press(app, find_button(app, "Play"))
    scene = app.scene
    assert isinstance(scene, BoardScene)
    assert scene.players == 3 and scene.state.options["chaining"] is True


def option_button(menu, key):
    """The title screen's button that cycles the option `key`."""
    return next(b for b, (fn, arg) in menu.widgets.items() if fn == menu.cycle and arg.key == key)


def test_a_combination_the_rules_refuse_is_explained_and_play_waits(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    press(app, option_button(menu, "jump_off_board"))                 # Off -> On
    press(app, option_button(menu, "goal_scores"))                    # Off -> Middle hexes 3
    assert "Jump off the board" in menu.error  # the engine's own sentence
    assert not find_button(app, "Play").is_enabled
    key(app, pygame.K_RETURN)
    assert app.scene is menu
    press(app, option_button(menu, "jump_off_board"))                 # On -> Off
    assert menu.error == "" and find_button(app, "Play").is_enabled


def test_options_are_offered_for_the_player_counts_they_belong_to(app):
    """IceSickle: the solo goal and set-up only for Solo, the scoring and match only for 2-4 players."""
    menu = MenuScene(selected="icesickle")
    app.push(menu)
    step(app, 2)
    shown = lambda: {arg.key for fn, arg in menu.widgets.values() if fn == menu.cycle}   # noqa: E731
    assert shown() == {"match", "scoring"}
    press(app, find_button(app, "Solo"))
    assert shown() == {"goal", "layout"}
    press(app, option_button(menu, "goal"))
    assert menu.options()["goal"] == "most_pyramids" and "scoring" not in menu.options()
    press(app, find_button(app, "3"))
    assert shown() == {"match", "scoring"} and "goal" not in menu.options() and menu.error == ""


def test_keyboard_moves_between_cards_and_a_second_tap_starts(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    keys = list(GAMES)
    key(app, pygame.K_DOWN)
    assert menu.selected == keys[1 % len(keys)]
    key(app, pygame.K_UP)
    assert menu.selected == "trickle"
    click(app, menu.card_rects["trickle"].center)
    step(app, 2)
    assert isinstance(app.scene, BoardScene) and app.scene.spec.key == "trickle"


def test_tapping_an_option_name_explains_it_in_full(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    label, help_text, y = next(row for row in menu.row_tops if row[0] == "Jump chains")
    click(app, (menu.setup_rect.left + 40, y + 10))
    assert app.scene.title == "Jump chains" and app.scene.body == help_text    # a note over the menu
    click(app, (5, 5))
    assert app.scene is menu


def test_the_layout_is_chosen_per_game_and_starts_the_table(app):
    menu = MenuScene(selected="trickle")
    app.push(menu)
    step(app, 2)
    press(app, find_button(app, "Window"))
    assert find_button(app, "Table")
    menu.select("tumbleweed")              # another entry keeps its own choice
    step(app, 2)
    assert find_button(app, "Window")
    menu.select("trickle")
    step(app, 2)
    press(app, find_button(app, "Play"))
    step(app, 2)
    assert app.scene.spec.key == "trickle" and not isinstance(app.scene, BoardScene)   # the table's join screen
    click(app, app.scene.lay.corners["bl"].center)                                     # Start as chosen
    step(app, 2)
    assert app.scene.spec.key == "trickle" and app.scene.table
    assert app.scene.seat_layout.kind == "table" and len(app.scene.seat_layout.seats) == 2
