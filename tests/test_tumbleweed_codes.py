"""Tumbleweed speaks in codes (issue 22): every refusal names its rule with a code and values (the English stays
for logs), State.why_not answers exactly what play() would raise without playing, the notices and the end of the
game carry codes, and the screen words them by tumbleweed.codes.<code> as the same sentence a player read before
the codes."""
from __future__ import annotations

import random
import string

import pygame
import pytest

from tests.refusals import assert_why_not_agrees_with_play
from engine import core
from engine import tumbleweed as tw
from engine.tumbleweed import PASS, Choose, Place, Setup
from games import GAMES
from games.tumbleweed import TumbleweedScene, words
from games.tumbleweed.viewoptions import VIEW_DEFAULTS
from tests.uihelpers import make_app, step, touch
from ui.base import codewords, lang


@pytest.fixture(autouse=True)
def _fresh_view_options(monkeypatch):
    """Display options are a session preference: every test starts from the defaults (Confirm on)."""
    monkeypatch.setattr(TumbleweedScene, "remembered_view", dict(VIEW_DEFAULTS))


def opened(red=(3, 0), white=(3, -3), **options) -> tw.State:
    """The stones put, the guest chooses red: red (seat 1) to move. The neutral 2-stack is on the centre."""
    s = tw.new_game(**options)
    s.play(Setup("red", red))
    s.play(Setup("white", white))
    s.play(Choose("red"))
    return s


def refused(state, move) -> core.IllegalMove:
    """What play(move) raises, checked to be what why_not answers, with the state untouched."""
    before = state.to_dict()
    answer = state.why_not(move)
    with pytest.raises(core.IllegalMove) as raised:
        state.play(move)
    assert state.to_dict() == before
    assert answer is not None
    assert (raised.value.code, raised.value.values, raised.value.reason) == (answer.code, answer.values,
                                                                            answer.reason)
    assert str(raised.value) == answer.reason == tw.CODES[answer.code].format(**answer.values)
    return answer


# ---- each rule of refusal, its code and values --------------------------------------------------------------

def test_setup_refusals_name_the_piece_the_cell_and_the_rule():
    s = tw.new_game(free_setup=True)
    r = refused(s, Setup("red", (1, 1)))
    assert (r.code, r.values, r.reason) == ("setup_first_neutral", {}, "Place the neutral stack first.")
    assert refused(s, Place((1, 1))).code == "setup_first_neutral"
    s.play(Setup("neutral", (1, 1)))
    assert refused(s, Setup("white", (0, 0))).code == "setup_first_red"
    r = refused(s, Setup("red", (1, 1)))
    assert (r.code, r.reason) == ("taken", "That cell is taken; setup stacks go on empty cells.")
    r = refused(s, Setup("red", (20, 0)))
    assert (r.code, r.values, r.reason) == ("off_board", {"cell": "20,0"}, "20,0 is not on the board.")
    s.play(Setup("red", (2, -1)))
    assert refused(s, Setup("red", (0, 0))).code == "setup_first_white"
    s.play(Setup("white", (-2, 1)))
    r = refused(s, PASS)
    assert (r.code, r.reason) == ("choose", "Tap the stone of the colour you want to play.")
    assert s.why_not(Choose("white")) is None


def test_placement_refusals_say_how_high_and_how_many_see():
    s = opened()
    r = refused(s, Place((-4, 4)))
    assert (r.code, r.values, r.reason) == ("unseen", {}, "None of your stacks sees that cell.")
    r = refused(s, Place((0, 0)))         # the neutral 2-stack, seen by the red stone alone
    assert (r.code, r.values) == ("neutral_too_high", {"old": 2, "height": 1, "need": 3})
    assert r.reason == ("The neutral stack is 2 high; your stack there would be only 1. "
                        "It takes 3 of your stacks seeing it to capture it.")
    r = refused(s, Place((3, -3)))        # the white stone, seen by the red stone alone
    assert (r.code, r.values) == ("other_too_high", {"old": 1, "height": 1})
    assert r.reason == ("Only a taller stack can replace that stack (1 high); 1 of your stacks see it, "
                        "so yours would be 1.")
    r = refused(s, Place((9, 9)))
    assert (r.code, r.values) == ("off_board", {"cell": "9,9"})
    assert refused(s, Choose("white")).code == "place_or_pass"
    assert refused(s, Setup("red", (1, 1))).code == "place_or_pass"
    s.play(Place((1, 0)))                  # red's second stack, seen by the stone on (3, 0)
    s.play(PASS)
    r = refused(s, Place((3, 0)))          # the red stone, now seen by the stack on (1, 0)
    assert (r.code, r.values) == ("own_too_high", {"old": 1, "height": 1})
    assert r.reason.startswith("Only a taller stack can replace your own stack (1 high)")


def test_game_over_refusals_and_the_coded_end():
    s = opened()
    s.play(Place((1, 0)))
    s.play(Place((3, -2)))
    s.play(PASS)
    events = s.play(PASS)
    assert s.is_over
    r = refused(s, PASS)
    assert (r.code, r.reason) == ("game_over", "The game is over.")
    assert refused(s, Place((1, 1))).code == "game_over"
    # The end is coded too: the state's ending, the game_over event's code, and the English kept for logs.
    assert s.end_code == "passed" and events[-1].code == "passed"
    assert (s.ending.code, s.ending.values, s.end_reason) == ("passed", {}, "Both players passed.")
    assert tw.from_dict(s.to_dict()).ending.code == "passed"


def test_the_capture_delay_refusal_comes_before_the_height_rule():
    """The cell the opponent has just placed on is refused by the delay whenever the mover sees it."""
    rng = random.Random(4)
    seen = 0
    for game in range(30):
        s = tw.new_game(size=6, capture_delay=True, seed=game)
        while not s.is_over and seen < 5:
            delayed = s.delayed_cell()
            if delayed is not None and s.los(s.current_player, delayed) > 0:
                assert refused(s, Place(delayed)).code == "capture_delay"
                seen += 1
            s.play(rng.choice(s.legal_moves()))
    assert seen == 5


def test_options_are_refused_with_codes():
    with pytest.raises(core.OptionError) as e:
        tw.new_game(players=3)
    assert e.value.code == "players" and "exactly 2" in str(e.value)
    with pytest.raises(core.OptionError) as e:
        tw.new_game(size=7)
    assert (e.value.code, e.value.values) == ("bad_size", {"sizes": "6, 8, 10, 11", "value": 7})
    assert str(e.value) == "The board side must be one of 6, 8, 10, 11, not 7."
    for options, code in (({"colour": 1}, "unknown_option"), ({"free_setup": 1}, "not_on_off"),
                          ({"aid_level": "guru"}, "bad_aid")):
        with pytest.raises(core.OptionError) as e:
            tw.new_game(**options)
        assert e.value.code == code and isinstance(e.value, ValueError)


# ---- why_not agrees with play() and legal_moves() ----------------------------------------------------------

def expected_placement_code(s: tw.State, cell) -> str | None:
    """RULES.md section 3 restated from the public view: the code a placement on `cell` is refused with."""
    colour = s.colour_to_move
    h, stack = s.los(colour, cell), s.stack_at(cell)
    if h == 0:
        return "unseen"
    if cell == s.delayed_cell():
        return "capture_delay"
    if stack is None or stack[1] < h:
        return None
    return {"neutral": "neutral_too_high", colour: "own_too_high"}.get(stack[0], "other_too_high")


@pytest.mark.parametrize("options", [{}, {"free_setup": True, "capture_delay": True}])
def test_why_not_agrees_with_play_and_legal_moves_over_random_games(options):
    rng = random.Random(22)
    for game in range(6):
        s = tw.new_game(size=6, seed=game, **options)
        while True:
            legal = set(s.legal_moves())
            probes = [Place(c) for c in s.cells] + [PASS, Choose("red"), Choose("white"), Place((7, 7))]
            probes += [Setup(p, rng.choice(s.cells)) for p in ("neutral", "red", "white")]
            before = s.to_dict()
            for move in probes:
                answer = s.why_not(move)
                assert (answer is None) == (move in legal), (move, answer and answer.code)
                if answer is not None:
                    assert answer.code in tw.CODES
                if s.phase == "play" and isinstance(move, Place) and move.cell in s.cells:
                    assert (answer and answer.code) == expected_placement_code(s, move.cell), move
            assert s.to_dict() == before             # asking plays nothing
            assert_why_not_agrees_with_play(s, rng.sample(probes, 6), before)
            if s.is_over:
                assert s.why_not(PASS).code == "game_over" and s.ending.code in ("no_place", "passed", "stale")
                break
            moves = sorted(legal, key=str)
            if PASS in moves and len(moves) > 1 and rng.random() < 0.85:
                moves.remove(PASS)             # (mostly placements: games that fill the board)
            s.play(rng.choice(moves))


def test_the_reminder_and_the_choice_are_events_with_codes():
    s = opened()
    s.play(Place((1, 0)))
    notices = []
    while not s.is_over:
        for ev in s.play(PASS):
            if ev.kind == "notice":
                notices.append(ev)
    assert [(n.code, n.value) for n in notices] == [("reminder", tw.REMINDER_AFTER)]
    assert notices[0].text == tw.CODES["reminder"].format(turns=3, count=2)
    s = tw.new_game()
    s.play(Setup("red", (1, 1)))
    s.play(Setup("white", (-1, -1)))
    ev = s.play(Choose("white"))[0]
    assert (ev.kind, ev.code, ev.text) == ("choose", "chosen_white", "Player 2 plays white; red moves first.")


# ---- the player reads the same sentences as before the codes -----------------------------------------------

# What the screen said before the engine spoke in codes (the old refused.*, said.* and end.* words).
BEFORE = {
    "de": {"unseen": "Keiner deiner Stapel sieht dieses Feld.",
           "taken": "Das Feld ist besetzt; Startsteine kommen auf leere Felder.",
           "reminder": "Seit 3 Zügen hat niemand Gebiet gewonnen: Denk ans Passen. Noch 2 solche Züge beenden das "
                       "Spiel.",
           "passed": "Beide haben gepasst.",
           "neutral_too_high": "Der neutrale Stapel ist 2 hoch; dein Stapel dort wäre nur 1 hoch. Um ihn zu "
                               "schlagen, müssen ihn 3 deiner Stapel sehen."},
    "sk": {"unseen": "Na toto pole nevidí žiadna z tvojich veží.",
           "taken": "Toto pole je obsadené; úvodné veže sa kladú na prázdne polia.",
           "reminder": "Nikto nezískal územie už 3 ťahov: zváž pas. Ešte 2 také ťahy ukončia hru.",
           "passed": "Obaja hráči pasovali.",
           "neutral_too_high": "Neutrálna veža má výšku 2; tvoja veža by tam mala len 1. Na jej zajatie musí na "
                               "ňu vidieť 3 tvojich veží."},
    "en": {"unseen": "None of your stacks sees that cell.",
           "taken": "That cell is taken; setup stacks go on empty cells.",
           "reminder": "Nobody has gained ground for 3 turns: consider passing. 2 more such turns end the game.",
           "passed": "Both players passed.",
           "neutral_too_high": "The neutral stack is 2 high; your stack there would be only 1. It takes 3 of your "
                               "stacks seeing it to capture it."},
}


@pytest.mark.parametrize("code", sorted(BEFORE))
def test_the_words_of_a_code_are_the_sentences_of_before(code):
    lang.use(code)
    s = opened()
    assert codewords.say(s.why_not(Place((-4, 4))), "tumbleweed") == BEFORE[code]["unseen"]
    assert codewords.say(s.why_not(Place((0, 0))), "tumbleweed") == BEFORE[code]["neutral_too_high"]
    s.play(Place((1, 0)))
    notice = next(ev for _ in range(3) for ev in s.play(PASS) if ev.kind == "notice")
    assert words.event_words(notice) == BEFORE[code]["reminder"]
    s = opened()
    s.play(Place((1, 0)))
    s.play(Place((3, -2)))
    s.play(PASS)
    s.play(PASS)
    assert words.end_reason(s) == BEFORE[code]["passed"]


def test_every_code_has_words_in_every_language_that_the_engines_values_fill():
    for code in lang.LANGUAGES:
        lang.use(code)
        for name, english in tw.CODES.items():
            key = f"tumbleweed.codes.{name}"
            values = {field: 2 for _, field, _, _ in string.Formatter().parse(english) if field}
            said = lang.t(key, **{"count": 2, **values})     # (a count: some words are plural forms)
            assert said != key and "%{" not in said, (code, name, said)


@pytest.mark.parametrize("code", ["de", "sk"])
def test_a_refused_tap_says_the_translated_reason_without_playing_the_move(code):
    from ui.screens.menu import MenuScene
    spec = GAMES["tumbleweed"]
    app = make_app((1280, 720))
    lang.use(code)
    try:
        app.push(MenuScene(selected="tumbleweed"))
        scene = spec.make_scene(2, 3, {**spec.default_options(), "free_setup": True})
        app.push(scene)
        step(app, 2)
        scene.set_view("confirm", False)
        heard = []
        scene.match.subscribe(lambda match, change: heard.append(change.kind))
        touch(app, scene.hexes.centre((1, 1)))
        assert heard == ["move"]
        touch(app, scene.hexes.centre((1, 1)))             # taken: the engine's reason, and no move was tried
        assert scene.message == BEFORE[code]["taken"] and heard == ["move"]
        scene.play(Setup("red", (1, 1)))                   # a refusal through the Match says the same words
        assert scene.message == BEFORE[code]["taken"] and heard == ["move", "illegal"]
    finally:
        pygame.quit()


def test_the_taps_a_hint_shows_play_its_move_once_with_no_refusal():
    """Before the codes a refused tap played the move to hear why, and after a hint (which put the stone away)
    the first ringed tap played at once through that path and the second was refused. The stone now stays in
    hand: the two taps (Confirm is on) place the stack through the Picker, and nothing is refused."""
    from ui.screens.menu import MenuScene
    spec = GAMES["tumbleweed"]
    app = make_app((960, 600))
    try:
        app.push(MenuScene(selected="tumbleweed"))
        scene = spec.make_scene(2, 3, {**spec.default_options(), "size": 6})
        app.push(scene)
        step(app, 2)
        scene.advance_random(3, random.Random(2))
        step(app, 2)
        move = next(m for m in scene.state.legal_moves() if isinstance(m, Place))
        heard, said = [], []
        scene.match.subscribe(lambda match, change: heard.append(change.kind))
        scene.before_hint()
        scene.computers.show_hint(move)
        points = [point for _, point in scene.hint.points]
        assert len(points) == 2 and scene.picker.confirm
        touch(app, points[0])
        assert heard == [] and scene.picker.pending == move.cell
        scene.say = lambda words, *how: said.append(words)
        touch(app, points[1])
        assert heard == ["move"] and scene.match.history[-1].move == move and not said
    finally:
        pygame.quit()
