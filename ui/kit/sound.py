"""Sound for every game: the engine's events become short, soft sounds, the same way in all five games.

One table (EVENT_SOUNDS) maps every event kind an engine emits to a sound name; the Match's own change kinds
(undo, illegal) have theirs in CHANGE_SOUNDS. A change plays at most three sounds: its main action (the most
telling of its events: a capture before a jump, a move, a placement, a pass), an accent (the fanfare for a special
moment, else the game-over cadence, else the score) and, when nothing else says so, a very soft turn tone. Special
moments are read from the events' data: a Tripitz quadruple (the engine's own `score_placement` of the placed pid)
and a Tumbleweed capture of a stack of BIG_STACK or more.

The sounds are synthesised once (RECIPES: plain data, tones and noise bursts) into `pygame.mixer.Sound(buffer=...)`
in the mixer's own format, on a thread begun when the App starts (`start()`; about 45 ms of CPU, see
tests/benchmarks/bench_sound.py), so start-up never waits: playing one in a frame is only `Sound.play()`. A
sound's notes carry their own start times, so a cadence or the turn tone after a move needs no timers. No mixer
(no audio device, a failing driver) means silence, never an error: the mixer is tried once. Volume and mute are
kept in the settings' "sound" section (ui/storage/prefs.py).
"""
from __future__ import annotations

import array
import math
import random
import threading
import time
from itertools import accumulate, repeat
from math import sin
from operator import add, mul

import pygame

from ui.storage import prefs

# Engine event kind -> sound name (None: silent; it always comes with another event that speaks for it).
EVENT_SOUNDS = {
    "move": "move",          # Trickle's step (a jump is told apart below), IceSickle's capturing flight
    "place": "place",        # a Tumbleweed stack, an IceSickle pyramid, a Tripitz pid
    "capture": "capture",    # Tumbleweed (a reinforcement of one's own stack is a placement), IceSickle
    "remove": "capture",     # a Trickle Down bead leaves at a corner; IceSickle clears the board between games
    "score": "score",
    "pass": "pass",
    "exchange": "move",      # Tripitz: pids go back into the bag
    "joker_swap": "jump",    # Tripitz: a joker hops off the board
    "choose": "place",       # Tumbleweed: the second player chooses a colour
    "draw": None,            # Tripitz: follows every placement
    "phase": None,
    "notice": None,          # its words are shown; the moment it marks has its own sound
    "game_over": "game_over",
}
# Undo has a sound of its own, never the pick-up tick: a player who hears it knows a move was taken back (issue 30)
CHANGE_SOUNDS = {"undo": "undo", "illegal": "illegal", "reset": None}   # 'move' and 'redo' play their events
# The Picker's outcomes (ui/input/picker.py; kinds apart from the Match's): a pick ticks, a refused tap the game
# explains buzzes; a tap that only cancels, a preview and a move to play are silent (the move's sound is the Match's).
PICKER_SOUNDS = {"pick": "pickup", "refused": "illegal", "cancel": None, "preview": None, "play": None,
                 "nothing": None}
ACTIONS = ("capture", "jump", "move", "place", "pass")   # the main sound of a change: the first of these it has
BIG_STACK = 4            # a Tumbleweed capture of a stack this high (or higher) gets the fanfare
REPEAT_GAP = 0.06        # the same sound asked for twice within this many seconds plays once (a refusal the
                         # Picker and the Match both report: Tumbleweed's)

# The sounds as data: ("tone", start s, length s, Hz, Hz at the end (a glide), loudness 0..1, decay per second)
# and ("noise", start s, length s, loudness, decay per second, taps: how many samples are averaged (more: duller)).
RECIPES = {
    "pickup":    (("tone", 0.0, 0.05, 1320, 1500, 0.16, 60), ("noise", 0.0, 0.012, 0.10, 300, 2)),
    "place":     (("tone", 0.0, 0.11, 330, 300, 0.38, 38), ("tone", 0.0, 0.06, 990, 900, 0.10, 70),
                  ("noise", 0.0, 0.015, 0.30, 250, 4)),
    "move":      (("noise", 0.0, 0.13, 0.16, 14, 6), ("tone", 0.02, 0.11, 420, 560, 0.16, 22)),
    "jump":      (("tone", 0.0, 0.07, 440, 700, 0.20, 20), ("tone", 0.08, 0.09, 330, 300, 0.30, 40),
                  ("noise", 0.08, 0.012, 0.20, 250, 4)),
    "capture":   (("noise", 0.0, 0.07, 0.36, 45, 3), ("tone", 0.0, 0.09, 240, 140, 0.30, 30)),
    "score":     (("tone", 0.0, 0.12, 784, 784, 0.17, 18), ("tone", 0.09, 0.2, 1047, 1047, 0.17, 14)),
    # pass: two soft falling notes, a shrug, so it is never taken for the low buzz of a refused tap
    "pass":      (("tone", 0.0, 0.09, 392, 392, 0.17, 24), ("tone", 0.08, 0.13, 294, 294, 0.17, 20)),
    "illegal":   (("tone", 0.0, 0.16, 200, 190, 0.14, 14), ("tone", 0.0, 0.16, 207, 197, 0.11, 14)),
    # undo: a soft swish, then two notes gliding down, a step back (the reverse of the rising pick-up tick)
    "undo":      (("noise", 0.0, 0.06, 0.07, 40, 8), ("tone", 0.0, 0.08, 880, 700, 0.14, 26),
                  ("tone", 0.07, 0.11, 660, 500, 0.14, 22)),
    "turn":      (("tone", 0.22, 0.16, 660, 660, 0.07, 16),),      # after the move's own sound: very soft
    "game_over": (("tone", 0.0, 0.2, 523, 523, 0.17, 9), ("tone", 0.16, 0.2, 659, 659, 0.17, 9),
                  ("tone", 0.32, 0.45, 784, 784, 0.18, 6), ("tone", 0.32, 0.45, 523, 523, 0.10, 6)),
    "fanfare":   (("tone", 0.0, 0.16, 784, 784, 0.15, 10), ("tone", 0.08, 0.16, 988, 988, 0.15, 10),
                  ("tone", 0.16, 0.16, 1175, 1175, 0.15, 10), ("tone", 0.24, 0.4, 1568, 1568, 0.17, 7),
                  ("tone", 0.24, 0.4, 1175, 1175, 0.09, 7)),
}
NAMES = tuple(RECIPES)
ATTACK = 0.003           # seconds of fade-in (and out) of every tone: no clicks
SYNTH_RATE = 22050       # notes are computed at about this rate and each sample repeated up to the mixer's rate:
                         # half the work at 44.1 kHz, and these soft sounds have nothing above 5 kHz


# -- which sounds a change makes (pure: the tests ask it directly) ---------------------------------------------------
def event_sound(ev) -> str | None:
    """The sound of one engine event (the table, with the few refinements its data calls for)."""
    if ev.kind == "move" and ev.value == "jump":           # Trickle's jump over a bead
        return "jump"
    if ev.kind == "capture" and ev.text == "reinforce":    # Tumbleweed: a stack on one's own stack
        return "place"
    return EVENT_SOUNDS.get(ev.kind)


def is_special(change) -> bool:
    """A moment for the fanfare: a Tripitz quadruple, or a Tumbleweed capture of a big stack."""
    for ev in change.events:
        if ev.kind == "capture" and ev.text != "reinforce" and isinstance(ev.value, int) and ev.value >= BIG_STACK:
            return True
        if ev.kind == "place" and change.before is not None and hasattr(change.before, "score_placement"):
            try:   # the engine scores the placement on the position before it (the rule stays the engine's)
                if change.before.score_placement(ev.piece, ev.cell).quadruples:
                    return True
            except Exception:   # not a placement it can score: not special
                pass
    return False


def sounds_for(change, match=None) -> list[str]:
    """The sounds of one change of the match or one outcome of the Picker, in the order they are started (their
    notes carry their delays)."""
    if change.kind not in ("move", "redo"):
        name = CHANGE_SOUNDS.get(change.kind) or PICKER_SOUNDS.get(change.kind)
        return [name] if name else []
    names = {event_sound(ev) for ev in change.events}
    out = [next((a for a in ACTIONS if a in names), None)]
    over = "game_over" in names
    out.append("fanfare" if is_special(change) else "game_over" if over else "score" if "score" in names else None)
    if out[1] is None and not over and match is not None and match.state.current_player not in (None, change.seat):
        out.append("turn")
    return [n for n in out if n]


# -- synthesis --------------------------------------------------------------------------------------------------------
def synthesise(recipe, rate: int) -> list[float]:
    """One sound as mono floats (-1..1) at `rate`."""
    length = max(p[1] + p[2] for p in recipe)
    out = [0.0] * (int(length * rate) + 1)
    noise = random.Random(7)           # the same click every run
    fade = max(1, int(ATTACK * rate))
    for part in recipe:
        first = int(part[1] * rate)
        n = int(part[2] * rate)
        if part[0] == "tone":
            _, _, seconds, f0, f1, amp, decay = part
            # A glide f0 -> f1: the phase grows by a + 2b(i + 1/2) each sample; the loudness falls by k each sample.
            # Built from map/accumulate over C functions, not a Python loop: about 5 times faster, so all twelve
            # sounds take tens of milliseconds, not hundreds.
            a, b = 2 * math.pi * f0 / rate, math.pi * (f1 - f0) / (seconds * rate * rate)
            steps = map((a + b).__add__, map((2 * b).__mul__, range(n)))
            phases = accumulate(steps, initial=0.0)
            envelope = accumulate(repeat(math.exp(-decay / rate), n - 1), mul, initial=float(amp))
            wave = list(map(mul, map(sin, phases), envelope))
            for i in range(min(fade, n)):          # fade in and out: no clicks
                wave[i] *= i / fade
                wave[n - 1 - i] *= i / fade
        else:
            _, _, _, amp, decay, taps = part
            # White noise averaged over `taps` neighbours (a duller, woodier click), fading like a tone.
            white = list(map((1 / 128 / taps).__mul__, array.array("b", noise.randbytes(n + taps))))
            dull = white[:n]
            for t in range(1, taps):
                dull = list(map(add, dull, white[t:t + n]))
            envelope = accumulate(repeat(math.exp(-decay / rate), n - 1), mul, initial=float(amp))
            wave = list(map(mul, dull, envelope))
            for i in range(min(fade, n)):
                wave[n - 1 - i] *= i / fade
        out[first:first + n] = map(add, out[first:first + n], wave)
    return out


def to_buffer(mono: list[float], size: int, channels: int, times: int) -> bytes | None:
    """Mono floats as the mixer's samples: each repeated `times` times and copied to every channel."""
    peak = max(map(abs, mono), default=0.0)
    if peak > 1.0:                      # (the recipes stay below 1; this only guards against a bad one)
        mono = list(map((1.0 / peak).__mul__, mono))
    if size == -16:
        samples = array.array("h", map(int, map((32767.0).__mul__, mono)))
    elif size == 32:
        samples = array.array("f", mono)
    else:
        return None                     # an unusual mixer format: this sound stays silent
    step = channels * times
    out = array.array(samples.typecode, bytes(samples.itemsize * len(samples) * step))
    for offset in range(step):
        out[offset::step] = samples
    return out.tobytes()


# -- playing ---------------------------------------------------------------------------------------------------------
class SoundBoard:
    """The synthesised sounds, the volume and mute; silent when there is no mixer (or until the sounds are made).

    The thread only computes bytes (no SDL call off the main thread, so quitting pygame meanwhile is harmless);
    a sound's `pygame.mixer.Sound` is made from its bytes when it is first played (a copy: microseconds)."""

    def __init__(self):
        self.format = None             # the mixer's (frequency, size, channels) the buffers are made for
        self.buffers: dict = {}        # name -> bytes in that format (filled by the thread, or make_next)
        self.sounds: dict = {}         # name -> pygame.mixer.Sound, made on first play
        self.synth_seconds = 0.0       # how long the synthesis took (wall clock; tests/benchmarks/bench_sound.py)
        self.ready = threading.Event()
        self.todo: list = []           # the names still to make, one a make_next (begin(None))
        self.last: dict = {}           # name -> when it last started (time.monotonic)
        settings = prefs.sound_settings()
        self.volume = settings["volume"]
        self.muted = settings["muted"]

    def begin(self, background: bool | None = True) -> None:
        """Open the mixer (here, on the main thread, where SDL wants it) and make the sounds, by default on a
        thread: start-up never waits for them, and a move made before they exist is just silent. None: made one
        a call of make_next (the warm-up's pieces: a thread computing them held the interpreter's lock from the
        frames for 5 ms at a time, a 3 ms piece then took 19-22 ms)."""
        try:
            init = pygame.mixer.get_init()
            if not init:
                pygame.mixer.init()    # tried once: pygame.init() may have left it out
                init = pygame.mixer.get_init()
        except Exception:   # no device, a failing driver: silence, never an error
            init = None
        self.format = init
        if not init:
            self.ready.set()
            return
        # A Sound lives in the mixer it was made in: pygame.quit() (one App after another: the tests, the
        # random-input script) closes that mixer, and its Sounds go with it (made anew on their next play).
        pygame.register_quit(self.drop_made)
        if background is None:
            self.todo = list(RECIPES)
        elif background:
            threading.Thread(target=self.build, name="hexcade-sound", daemon=True).start()
        else:
            self.build()

    def make_next(self) -> None:
        """One more sound made (begin(None)); the last sets `ready`."""
        if not self.todo:
            return
        name = self.todo.pop(0)
        started = time.perf_counter()
        try:
            freq, size, channels = self.format
            times = max(1, round(freq / SYNTH_RATE))
            data = to_buffer(synthesise(RECIPES[name], freq // times), size, channels, times)
            if data:
                self.buffers = {**self.buffers, name: data}
        except Exception:   # an odd format: silence
            self.todo = []
        self.synth_seconds += time.perf_counter() - started
        if not self.todo:
            self.ready.set()

    def build(self) -> None:
        started = time.perf_counter()
        buffers = {}
        try:
            freq, size, channels = self.format
            times = max(1, round(freq / SYNTH_RATE))
            for name, recipe in RECIPES.items():
                data = to_buffer(synthesise(recipe, freq // times), size, channels, times)
                if data:
                    buffers[name] = data
        except Exception:   # an odd format: silence
            buffers = {}
        self.buffers = buffers
        self.synth_seconds = time.perf_counter() - started
        self.ready.set()

    def wait(self, timeout: float = 10.0) -> "SoundBoard":
        """Until the sounds are made (tests, the benchmark)."""
        self.ready.wait(timeout)
        return self

    @property
    def available(self) -> bool:
        return bool(self.buffers)

    def sound(self, name: str):
        """The pygame Sound of a name, made now if it is the first time; None without a mixer."""
        if pygame.mixer.get_init() != self.format:
            self.drop_made()
            return None
        made = self.sounds.get(name)
        if made is None and name in self.buffers:
            try:
                made = pygame.mixer.Sound(buffer=self.buffers[name])
                made.set_volume(self.volume)
                self.sounds[name] = made
            except Exception:   # the mixer went away: silence
                return None
        return made

    def play(self, name: str) -> None:
        if self.muted or self.volume <= 0 or not pygame.mixer.get_init():
            return
        now = time.monotonic()
        if now - self.last.get(name, -1.0) < REPEAT_GAP:
            return
        sound = self.sound(name)
        if sound is None:
            return
        self.last[name] = now
        try:
            sound.play()
        except Exception:   # a mixer lost mid-run: silence
            pass

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)
        prefs.remember_sound(self.volume, self.muted)

    def drop_made(self) -> None:
        """Forget the Sounds made so far (their mixer closed); the bytes stay, for the next mixer to play."""
        self.sounds = {}

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, float(volume)))
        if pygame.mixer.get_init() != self.format:   # their mixer was closed (or another opened): they are dead
            self.drop_made()
        for made in self.sounds.values():
            made.set_volume(self.volume)
        prefs.remember_sound(self.volume, self.muted)


BOARD: SoundBoard | None = None


def start(background: bool | None = True) -> SoundBoard:
    """The sounds of this run, begun the first time (the App's warm-up calls this with None and makes them a piece
    each: SoundBoard.begin)."""
    global BOARD
    if BOARD is None or (pygame.mixer.get_init() and pygame.mixer.get_init() != BOARD.format):
        BOARD = SoundBoard()           # (again only if a new mixer has another format)
        BOARD.begin(background)
    return BOARD


def forget() -> None:
    """Drop the sounds and settings of this run (tests; a restart)."""
    global BOARD
    BOARD = None


def hear(news, match=None) -> None:
    """The one place sound listens (ui/play/boardscene.py wires it): every change of a game's Match (`match` is
    the Match) and every outcome of the Picker, where the game screen gets it."""
    board = start()
    for name in sounds_for(news, match):
        board.play(name)


def toggle_mute() -> bool:
    """Sound on <-> off (the pause menu, the M key); returns whether sound is now on."""
    board = start()
    board.set_muted(not board.muted)
    return not board.muted


def is_on() -> bool:
    return not start().muted


def volume() -> float:
    return start().volume


def set_volume(value: float) -> None:
    """0 (silent) .. 1, remembered (the settings screen)."""
    start().set_volume(value)
