"""Tripitz Together speaks to children (issue 13): no word of its own, its rules page included, says "pid",
"cavity" or "most points" (there is no winner); its words live under tripitz.together in the language files."""
import json
import os

from ui.base import lang

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORBIDDEN = ("pid", "cavity", "most points")


def texts(value):
    if isinstance(value, dict):
        for inner in value.values():
            yield from texts(inner)
    else:
        yield value


def together_words() -> list:
    with open(os.path.join(ROOT, "assets", "lang", "tripitz.en.json"), encoding="utf-8") as f:
        together = list(texts(json.load(f)["en"]["together"]))
    with open(os.path.join(lang.DIRECTORY, "options.en.json"), encoding="utf-8") as f:
        options = json.load(f)["en"]["tripitz"]
    # the options' lines as the title screen and the rules page say them for Tripitz Together
    return together + [o["help_for"]["tripitz-together"] for o in options.values() if "help_for" in o]


def test_together_keys_speak_to_children():
    words = together_words()
    assert len(words) > 40
    for text in words:
        for bad in FORBIDDEN:
            assert bad not in text.lower(), f"Together says {bad!r}: {text!r}"


def test_together_rules_page_speaks_to_children():
    from games import GAMES
    from games.tripitz import words
    lang.use("en")
    from ui.play.optionhelp import options_html
    from ui.play import optionwords
    page = words.rules_html(True) + options_html(GAMES["tripitz-together"].options, {}, 2,
                                                 lambda o: optionwords.help_line(o, "tripitz-together"))
    assert "Help me" in page and "team score" in page
    for bad in FORBIDDEN:
        assert bad not in page.lower(), f"Together's rules page says {bad!r}"
    competitive = words.rules_html(False)
    assert "most points" in competitive and "Help me" not in competitive


def test_a_together_game_never_says_pid(monkeypatch):
    """Everything a Together scene words during a game (status, rack row, panel notes, messages, hints, the end)."""
    import random

    import pygame

    from engine import tripitz as T
    from games import GAMES
    from games.tripitz import picking, words
    from tests.uihelpers import make_app, step
    app = make_app(size=(1280, 720))
    try:
        spec = GAMES["tripitz-together"]
        scene = spec.make_scene(3, 4, {**spec.default_options(), "jokers": True, "shortened": True},
                                autosave=False)
        app.push(scene)
        step(app, 2)
        said = []
        monkeypatch.setattr(scene, "say", lambda words_, *a, **k: said.append(words_))
        rng = random.Random(4)
        for _ in range(40):
            if scene.state.is_over:
                break
            said += [scene.status_text(), scene.painter.rack_label(scene.state.current_player),
                     *(note for note, _ in scene.panel_notes()), *(label for label, _ in scene.turn_buttons())]
            legal = scene.state.legal_moves()
            said += [scene.hint_words(move) for move in legal[:20]]
            state = scene.state
            empty = [c for c in T.BOARD if c not in state.board][:12] + list(state.board)[:2]
            for pid in state.rack(state.current_player):
                said.append(picking.pick_message(pid, picking.targets_for(state, legal, pid), state.swapped, True))
                said += [picking.why_not_here(state, pid, cell, True, True) for cell in empty]
            scene.play(scene.random_move(legal, rng))
            scene.animator.finish()
        said.append(words.together_detail(scene.state.pids_placed, scene.state.end_reason))
        said += [words.end_reason(reason, True) for reason in words.END_REASONS]
        assert len(said) > 100 and scene.match.history
        for text in filter(None, said):
            for bad in FORBIDDEN:
                assert bad not in text.lower(), f"Together said {text!r}"
    finally:
        pygame.quit()


def test_the_title_screen_explains_togethers_options_in_childrens_words():
    from games import GAMES
    from ui.play import optionwords
    lang.use("en")
    spec = GAMES["tripitz-together"]
    for option in spec.options:
        line = optionwords.help_line(option, spec.key)
        for bad in FORBIDDEN:
            assert bad not in line.lower(), (option.key, line)
    domino = GAMES["tripitz"]
    assert any("pid" in optionwords.help_line(o, domino.key) for o in domino.options)


def stems(label: str) -> set:
    """The beginnings (4 letters) of a label's words of 3 letters or more: what a child reading slowly goes by."""
    import re
    return {w[:4] for w in re.findall(r"\w+", label.lower()) if len(w) >= 3}


def test_the_buttons_a_child_sees_cannot_be_mixed_up_in_any_language():
    """German put "Hilf mir" (the hint) above "Hilfe" (the rules), and "Zurück" was both Undo and the exchange's
    Cancel; Finnish "Peru" likewise (issue 30). In every language the buttons of a Tripitz Together screen (the
    panel's Undo / Rules / Menu, the turn's Swap / Sit out / Help me, the exchange's Done / Cancel) share no word."""
    from ui.base.lang import t
    keys = ["play.button.undo", "play.button.rules", "play.button.menu", "tripitz.together.button.help_me",
            "tripitz.together.button.swap", "tripitz.together.button.sit_out", "tripitz.together.button.done",
            "tripitz.together.button.cancel"]
    try:
        for locale in lang.LANGUAGES:
            lang.use(locale)
            labels = {key: t(key) for key in keys}
            for a in keys:
                for b in keys:
                    if a < b:
                        assert not stems(labels[a]) & stems(labels[b]), (locale, labels[a], labels[b])
    finally:
        lang.use("en")


def test_the_result_screens_replay_is_in_the_players_language():
    """German's result screen said "Replay" in English (issue 30): no language but English says it so."""
    from ui.base.lang import t
    try:
        english = {key: t(key) for key in ("play.button.replay", "records.viewer.replay", "menu.recent.replay_title")}
        for locale in lang.LANGUAGES:
            if locale == "en":
                continue
            lang.use(locale)
            for key, words in english.items():
                assert t(key) != words, (locale, key)
    finally:
        lang.use("en")
