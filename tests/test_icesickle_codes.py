"""IceSickle speaks in codes (issue 22): every refusal (play, why_not, size_problem, placement_problem,
jump_problem) names its rule with a code and values, the English stays for logs, why_not answers exactly what
play() would raise without playing, the notice that ends a game of a match carries a code, and the screen words
them by icesickle.codes.<code> as the same sentence a player read before the codes."""
from __future__ import annotations

import random
import string

import pygame
import pytest

from tests.refusals import assert_why_not_agrees_with_play
from engine import core
from engine import icesickle as ic
from engine import squaregrid as sg
from engine.icesickle import Jump, Place
from games import GAMES
from games.icesickle import wording
from tests.uihelpers import make_app, step, touch
from ui.base import codewords, lang

S, M, L = 1, 2, 3


def cell(name):
    return sg.parse(name)


def reaping(pieces: dict, **options) -> ic.IceSickleState:
    """A position in the reaping (through the public save format): square name -> size; seat 1 to jump."""
    data = ic.new_game(**options).to_dict()
    colours = {S: 0, M: 0, L: 0}
    board = []
    for name, size in pieces.items():
        board.append([*cell(name), size, colours[size]])
        colours[size] += 1
    data.update(board=board, supply=[], phase="reaping", current_player=1)
    return ic.from_dict(data)


def refused(state, move) -> core.IllegalMove:
    """What play(move) raises, checked to be what why_not answers, with the state untouched."""
    before = state.to_dict()
    answer = state.why_not(move)
    with pytest.raises(core.IllegalMove) as raised:
        state.play(move)
    assert state.to_dict() == before
    assert answer is not None
    assert (raised.value.code, raised.value.values, str(raised.value)) == (answer.code, answer.values,
                                                                          answer.reason)
    assert answer.reason == ic.CODES[answer.code].format(**answer.values)
    return answer


# ---- each rule of refusal, its code and values --------------------------------------------------------------

def test_sowing_refusals():
    s = ic.new_game()
    s.play(Place(cell("c3"), L))
    r = refused(s, Place(cell("c3"), S))
    assert (r.code, r.values, r.reason) == ("taken", {"cell": "c3"}, "c3 is already taken; place on an empty square.")
    assert s.placement_problem(Place(cell("c3"), S)).code == "taken"
    r = refused(s, Place(cell("a1"), 4))
    assert (r.code, r.values) == ("not_a_size", {"size": 4})
    assert (s.size_problem(4).code, s.size_problem(S)) == ("not_a_size", None)
    r = refused(s, Place((5, 0), S))
    assert (r.code, r.reason) == ("off_board", "That square is not on the board.")
    r = refused(s, Jump(cell("c3"), cell("c5")))
    assert (r.code, r.reason) == ("not_yet", "Jumping starts once all 15 pyramids are placed.")
    assert refused(s, "c3xc5").code == "not_a_move"
    for name in ("a1", "b1", "c1", "d1"):
        s.play(Place(cell(name), L))
    r = refused(s, Place(cell("e5"), L))
    assert (r.code, r.values, r.reason) == ("none_left_large", {"size": L}, "No large pyramids are left to place.")
    assert s.size_problem(L).code == "none_left_large" and s.size_problem(M) is None


def test_reaping_refusals_name_the_square_and_the_size():
    s = reaping({"a3": S, "b3": M, "c3": L, "a1": M, "e5": S})
    r = refused(s, Jump(cell("d3"), cell("d5")))
    assert (r.code, r.values, r.reason) == ("no_pyramid", {"cell": "d3"}, "There is no pyramid on d3 to jump with.")
    r = refused(s, Jump((7, 7), cell("a1")))
    assert (r.code, r.values) == ("no_pyramid", {"cell": "(7, 7)"})
    assert refused(s, Jump(cell("c3"), (5, 2))).code == "land_off_board"
    assert refused(s, Jump(cell("a3"), cell("b5"))).code == "not_straight"
    assert refused(s, Jump(cell("a1"), cell("b1"))).code == "too_short"
    r = refused(s, Jump(cell("a3"), cell("d3")))     # a small pyramid jumps over one square at most
    assert (r.code, r.values, r.reason) == ("too_far_small", {"size": S, "squares": 2},
                                            "A small pyramid jumps over at most 1 square.")
    assert s.why_not(Jump(cell("b3"), cell("e3"))) is None   # a medium over two squares, capturing c3
    assert refused(s, Jump(cell("a3"), cell("c3"))).code == "land_taken"
    assert refused(s, Jump(cell("a1"), cell("c1"))).code == "no_capture"
    r = refused(s, Place(cell("d1"), S))
    assert (r.code, r.reason) == ("all_placed", "All pyramids are placed: now each turn is a capturing jump.")
    assert s.jump_problem(Jump(cell("a3"), cell("d3"))).code == "too_far_small"


def test_the_too_far_codes_follow_the_size():
    s = reaping({"a5": M, "b5": S, "a1": L, "a2": S})
    r = refused(s, Jump(cell("a5"), cell("e5")))     # a medium over three squares
    assert (r.code, r.values, r.reason) == ("too_far_medium", {"size": M, "squares": 3},
                                            "A medium pyramid jumps over at most 2 squares.")


def test_empty_passed_squares_refusal_when_the_house_rule_forbids_them(monkeypatch):
    monkeypatch.setattr(ic, "HOUSE_RULES", ic.HouseRules(empty_passed_squares_allowed=False))
    s = reaping({"a3": L, "c3": M, "e5": S})
    r = refused(s, Jump(cell("a3"), cell("d3")))
    assert (r.code, r.reason) == ("empty_passed", "A jump may not pass over an empty square.")


def test_game_over_refusal_and_the_coded_notice():
    s = reaping({"a3": S, "b3": S}, match=False)
    events = s.play(Jump(cell("a3"), cell("c3")))
    assert s.is_over
    notice = next(e for e in events if e.kind == "notice")
    assert (notice.code, notice.player, notice.value) == ("cannot_capture", 0, 1)
    assert notice.text == "Player 1 cannot capture: game 1 is over."
    assert ic.stuck_player(events) == 0
    r = refused(s, Jump(cell("c3"), cell("a3")))
    assert (r.code, r.reason) == ("game_over", "The game is over.")


def test_options_are_refused_with_codes():
    for players, options, code in ((5, {}, "players"), (2, {"colour": 1}, "unknown_option"),
                                   (2, {"match": 1}, "match"), (2, {"scoring": "most"}, "scoring"),
                                   (1, {"scoring": "low"}, "scoring_players"), (1, {"goal": "x"}, "goal"),
                                   (1, {"layout": "x"}, "layout"), (2, {"layout": "rows"}, "solo_only")):
        with pytest.raises(core.OptionError) as e:
            ic.new_game(players, **options)
        assert e.value.code == code, (players, options)
        assert str(e.value) == ic.CODES[code].format(**e.value.values)
    with pytest.raises(core.OptionError) as e:
        ic.new_game(1, goal="x")
    assert e.value.values["goals"] == ", ".join(ic.GOALS)


# ---- why_not agrees with play() and legal_moves() ----------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 3])
def test_why_not_agrees_with_play_and_legal_moves_over_random_games(players):
    rng = random.Random(players)
    for game in range(4):
        s = ic.new_game(players, seed=game + 1)
        while True:
            legal = set(s.legal_moves())
            probes = [Place(c, size) for c in sg.CELLS for size in (S, M, L)] + [Place(cell("c3"), 4),
                                                                                Place((5, 5), S), "pass"]
            probes += [Jump(a, b) for a in sg.CELLS for b in sg.CELLS if a in s.board or rng.random() < 0.05]
            probes += [Jump((6, 0), cell("a1"))]
            before = s.to_dict()
            for move in probes:
                answer = s.why_not(move)
                assert (answer is None) == (move in legal), (move, answer and answer.code)
                assert answer is None or answer.code in ic.CODES
            assert s.to_dict() == before             # asking plays nothing
            assert_why_not_agrees_with_play(s, rng.sample(probes, 8), before)
            if s.is_over:
                assert s.why_not(Place(cell("a1"), S)).code == "game_over"
                break
            s.play(rng.choice(sorted(legal)))


# ---- the player reads the same sentences as before the codes -----------------------------------------------

# What the screen said before the engine spoke in codes (the old problem.*, over.stuck and menu.refusals words).
BEFORE = {
    "de": {"taken": "c3 ist schon besetzt; setz auf ein leeres Feld.",
           "not_yet": "Gesprungen wird erst, wenn alle 15 Pyramiden stehen.",
           "too_far_small": "Eine kleine Pyramide springt über höchstens 1 Feld.",
           "stuck": "Anna kann nicht schlagen: Partie 1 ist vorbei.",
           "players": "IceSickle spielen 2, 3 oder 4 Spieler, oder 1 als Solo-Rätsel."},
    "fi": {"taken": "c3 on jo varattu; aseta tyhjään ruutuun.",
           "not_yet": "Hyppiminen alkaa, kun kaikki 15 pyramidia on asetettu.",
           "too_far_small": "Pieni pyramidi hyppää enintään 1 ruudun yli.",
           "stuck": "Anna ei voi kaapata: peli 1 päättyi.",
           "players": "IceSicklea pelaa 2, 3 tai 4 pelaajaa, tai 1 yksinpelinä."},
    "ms": {"taken": "c3 sudah diisi; letak di petak kosong.",
           "not_yet": "Lompatan bermula apabila kesemua 15 piramid sudah diletak.",
           "too_far_small": "Piramid kecil melompati paling banyak 1 petak.",
           "stuck": "Anna tidak boleh menangkap: permainan 1 tamat.",
           "players": "IceSickle dimainkan oleh 2, 3 atau 4 pemain, atau oleh 1 sebagai teka-teki solo."},
}


@pytest.mark.parametrize("code", sorted(BEFORE))
def test_the_words_of_a_code_are_the_sentences_of_before(code):
    lang.use(code)
    s = ic.new_game()
    s.play(Place(cell("c3"), L))
    assert codewords.say(s.placement_problem(Place(cell("c3"), S)), "icesickle") == BEFORE[code]["taken"]
    assert codewords.say(s.why_not(Jump(cell("c3"), cell("c5"))), "icesickle") == BEFORE[code]["not_yet"]
    assert s.why_not(Place(cell("c4"), S)) is None and codewords.say(None, "icesickle") == ""
    s = reaping({"a3": S, "b3": S, "d3": M})
    assert codewords.say(s.why_not(Jump(cell("a3"), cell("d3"))), "icesickle") == BEFORE[code]["too_far_small"]
    finished = ic.FinishedGame(1, {}, ((), ()), (0, 0), 0, 1)
    assert wording.game_over_line(["Anna", "Ben"], finished) == BEFORE[code]["stuck"]


def test_every_code_has_words_in_every_language_that_the_engines_values_fill():
    for code in lang.LANGUAGES:
        lang.use(code)
        for name, english in ic.CODES.items():
            key = f"icesickle.codes.{name}"
            values = {field: 2 for _, field, _, _ in string.Formatter().parse(english) if field}
            said = lang.t(key, **{"count": 2, **values})
            assert said != key and "%{" not in said, (code, name, said)


def open_game(code):
    from ui.screens.menu import MenuScene
    spec = GAMES["icesickle"]
    app = make_app((1280, 720))
    lang.use(code)
    app.push(MenuScene(selected="icesickle"))
    scene = spec.make_scene(2, 5, None)
    app.push(scene)
    step(app, 2)
    return app, scene


@pytest.mark.parametrize("code", ["de", "fi"])
def test_a_refused_tap_says_the_translated_reason(code):
    app, scene = open_game(code)
    try:
        heard = []
        scene.match.subscribe(lambda match, change: heard.append(change.kind))
        scene.choose_size(L)
        touch(app, scene.grid.centre(cell("c3")))
        assert scene.state.board.get(cell("c3")) is not None and heard == ["move"]
        scene.choose_size(S)
        touch(app, scene.grid.centre(cell("c3")))        # taken: the engine's reason, and no move was tried
        assert scene.message.startswith(BEFORE[code]["taken"] + " ") and heard == ["move"]   # (+ jumps later)
        scene.play(Jump(cell("c3"), cell("c5")))          # a refusal through the Match: the same words
        assert scene.message == BEFORE[code]["not_yet"] and heard == ["move", "illegal"]
    finally:
        pygame.quit()


@pytest.mark.parametrize("code", sorted(BEFORE))
def test_the_title_screen_says_a_refused_set_up_in_the_players_language(code):
    app, _ = open_game(code)
    try:
        from ui.screens.menu import MenuScene
        menu = MenuScene(selected="icesickle")
        app.push(menu)
        menu.current()["players"] = 5
        assert menu.validate() == BEFORE[code]["players"]
        menu.current()["players"] = 2
        assert menu.validate() == ""
    finally:
        pygame.quit()
