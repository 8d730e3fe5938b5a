"""A move shown as a person makes it: a ghost finger (ui/board/finger.py) glides to each of the move's taps (the
game's own taps_for), presses, and the tap goes to the game's own Picker, so a pick lights its targets exactly as
it does for a player; the last tap plays the move through Match.play, for the computer seat whose move it is
(scene.moving_for_computer, as a computer's answer). The attract mode shows one before each demo game
(ui/screens/attract.py); a lesson could show its answer the same way.

    ghost = plan(scene, rng)      # a move whose taps are all on the board, checked by tapping it once unseen
    ghost.update(dt)              # each frame: the finger moves; at a press's end its tap is delivered
    ghost.draw(surface)           # the finger (a small picture made once per size) and its tap's ripple

A move that needs a button a demo does not show (Trickle's Stop jumping, Tripitz's Exchange, a pass) is not
chosen: `plan` looks for a move that plays by taps on the board alone.
"""
from __future__ import annotations

import math

import pygame

from ui.board import finger
from ui.input.picker import PICK, PLAY, PREVIEW
from ui.input.pointer import PointerEvent

GHOST_POINTER = -7      # the pointer id of the ghost's taps (the mouse is -1, fingers count up from 0)
TRIES = 40              # legal moves tried for one that plays by taps on the board

# The gesture's pace, in seconds of app time (times `pace`: tests hurry it).
APPEAR = 0.8            # the hand fades in where it starts, so the eye finds it
GLIDE = 0.9             # from one place to the next
PRESS = 0.22            # the fingertip down on the board
LOOK = 1.3              # after a pick: the lit targets, before the finger moves on
AFTER = 0.7             # after the move: the finger stays a moment over it
FADE = 0.45
RIPPLE = 0.55


def tap_at(scene, point, kind: str = "tap"):
    """The ghost's finger at `point` ("down", "up", then "tap" when it lifts), as a player's reaches the board
    (the game's pointer hook, then the Picker): the Picker's Outcome, or None if the game took it itself."""
    event = PointerEvent(kind, point, GHOST_POINTER, point, kind == "down")
    if scene.app is not None:
        scene.app.invalidate()      # (a tap the App never saw may light a pick: the frame is drawn whole)
    if scene.on_pointer(event):
        return None
    return scene.picker.handle(event)


def board_taps(scene, move) -> list | None:
    """The move's taps, if tapping them (unseen: the pick is put down again) plays exactly this move; else None
    (a tap on a button a demo does not show, a point not known yet)."""
    try:
        taps = [(round(x), round(y)) for x, y in scene.taps_for(move)]
    except Exception:      # taps_for may place a button the chrome has not made (the demo makes none)
        return None
    if not taps:
        return None
    try:
        for i, point in enumerate(taps):
            outcome = tap_at(scene, point)
            if outcome is None:
                return None
            if i == len(taps) - 1:
                return taps if outcome.kind == PLAY and outcome.move == move else None
            if outcome.kind not in (PICK, PREVIEW):
                return None
    finally:
        scene.picker.refresh()
    return None


def plan(scene, rng, pace: float = 1.0):
    """A Ghost showing a legal move of the seat to move (the game's own choice of a random move first: Tripitz
    prefers placements), or None if no move plays by taps on the board alone."""
    state = scene.state
    if state.is_over:
        return None
    legal = state.legal_moves()
    if not legal:
        return None
    tried = [scene.random_move(legal, rng)] + rng.sample(legal, min(len(legal), TRIES))
    for move in tried:
        taps = board_taps(scene, move)
        if taps:
            return Ghost(scene, move, taps, pace)
    return None


def smooth(share: float) -> float:
    share = min(1.0, max(0.0, share))
    return share * share * (3 - 2 * share)


class Ghost:
    """The finger showing one move: where it is, which tap comes next, and what it has done."""

    def __init__(self, scene, move, taps: list, pace: float = 1.0):
        self.scene = scene
        self.move = move
        self.taps = taps
        self.pace = pace
        self.next = 0                # the index of the tap the finger is heading for
        self.phase = "appear"
        self.clock = 0.0             # seconds in this phase
        self.played = False          # the move was played (its last tap, or given up and left to the computers)
        self.done = False
        self.lay_out()
        self.pos = self.start
        self.glide_from = self.start
        self.ripple_at = None
        self.ripple_clock = 0.0
        self.stale = False           # the board was laid out again: the taps' points are asked again

    @property
    def duration(self) -> float:
        """About how long the whole gesture takes (for the words said with it)."""
        steps = len(self.taps)
        return self.pace * (APPEAR + steps * (GLIDE + PRESS) + (steps - 1) * LOOK + AFTER + FADE)

    def lay_out(self) -> None:
        """The finger's size, which way it points and where it starts (again after a resize)."""
        scene = self.scene
        self.angle = round(scene.message_angle() / 90) * 90 % 360   # at a table: from the mover's side
        self.pictures = finger.pictures(finger.quantised(min(scene.board_rect.size) * 0.2), self.angle)
        length = self.pictures.size
        # it comes in from the near edge, a little right of the first place, as a hand reaches over the table
        dx, dy = turned((length * 0.8, length * 1.6), self.angle)
        w, h = scene.app.size if scene.app is not None else scene.board_rect.bottomright
        first = self.taps[0]
        self.start = (round(min(max(first[0] + dx, 0), w)), round(min(max(first[1] + dy, 0), h)))

    def replan(self) -> None:
        """The window was laid out again: the taps' points moved. The pick (if any) is put down and the gesture
        goes again from where the finger is."""
        if self.played:
            return
        scene = self.scene
        scene.picker.refresh()
        taps = board_taps(scene, self.move)
        if not taps:
            self.give_up()
            return
        self.taps = taps
        self.lay_out()
        self.next = 0
        self.glide_from = self.pos
        self.phase, self.clock = "glide", 0.0

    # -- each frame ------------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.done:
            return
        if self.stale:
            self.stale = False
            self.replan()
        self.clock += dt
        if self.ripple_at is not None:
            self.ripple_clock += dt
            if self.ripple_clock >= RIPPLE * self.pace:
                self.ripple_at = None
        p = self.pace
        if self.phase == "appear" and self.clock >= APPEAR * p:
            self.go("glide")
        elif self.phase == "glide":
            target = self.taps[self.next]
            share = smooth(self.clock / (GLIDE * p))
            lift_x, lift_y = turned((0, -arc(share, self)), self.angle)
            self.pos = (round(self.glide_from[0] + (target[0] - self.glide_from[0]) * share + lift_x),
                        round(self.glide_from[1] + (target[1] - self.glide_from[1]) * share + lift_y))
            if self.clock >= GLIDE * p:
                self.pos = target
                self.go("press")
                tap_at(self.scene, target, "down")   # (a game may preview what a held finger points at)
        elif self.phase == "press" and self.clock >= PRESS * p:
            self.press()
        elif self.phase == "look" and self.clock >= LOOK * p:
            self.glide_from = self.pos
            self.go("glide")
        elif self.phase == "after" and self.clock >= AFTER * p:
            self.go("fade")
        elif self.phase == "fade" and self.clock >= FADE * p:
            self.done = True

    def go(self, phase: str) -> None:
        self.phase, self.clock = phase, 0.0

    def press(self) -> None:
        """The fingertip is down: the tap goes to the board, and the ring spreads from it."""
        point = self.taps[self.next]
        self.ripple_at, self.ripple_clock = point, 0.0
        self.next += 1
        tap_at(self.scene, point, "up")
        outcome = tap_at(self.scene, point)
        if outcome is None:
            self.give_up()
        elif outcome.kind == PLAY:
            self.play(outcome.move)
            self.go("after")
        elif outcome.kind in (PICK, PREVIEW) and self.next < len(self.taps):
            self.go("look")    # (not scene.picked: the words said with the gesture stay while it lasts)
        else:
            self.give_up()

    def play(self, move) -> None:
        scene = self.scene
        scene.moving_for_computer = True     # the move of the computer seat to move, shown as a person plays it
        try:
            scene.play(move)
        finally:
            scene.moving_for_computer = False
        self.played = True

    def give_up(self) -> None:
        """A tap that did not do what it did unseen (the board changed under it): the pick is put down and the
        computers play on."""
        self.scene.picker.refresh()
        self.played = True
        self.go("fade")

    # -- drawing ---------------------------------------------------------------------------------------------------
    def alpha(self) -> int:
        p = self.pace
        if self.phase == "appear":
            return round(255 * smooth(self.clock / (APPEAR * p * 0.6)))
        if self.phase == "fade":
            return round(255 * (1 - smooth(self.clock / (FADE * p))))
        return 255

    def pressing(self) -> bool:
        return self.phase == "press" or (self.phase in ("look", "after") and self.clock < 0.12 * self.pace)

    def rect(self) -> pygame.Rect:
        """The screen part the finger and its ripple cover now."""
        pics = self.pictures
        picture = pics.pressing if self.pressing() else pics.lifted
        rect = picture.get_rect(topleft=(self.pos[0] - pics.tip[0], self.pos[1] - pics.tip[1]))
        if self.ripple_at is not None:
            rect.union_ip(pics.ripples[0].get_rect(center=self.ripple_at))
        return rect

    def draw(self, surface) -> None:
        if self.done:
            return
        pics = self.pictures
        if self.ripple_at is not None:
            i = min(len(pics.ripples) - 1, int(self.ripple_clock / (RIPPLE * self.pace) * len(pics.ripples)))
            ripple = pics.ripples[i]
            surface.blit(ripple, ripple.get_rect(center=self.ripple_at))
        picture = pics.pressing if self.pressing() else pics.lifted
        picture.set_alpha(self.alpha())
        surface.blit(picture, (self.pos[0] - pics.tip[0], self.pos[1] - pics.tip[1]))


def turned(vector, angle: int) -> tuple[float, float]:
    """A vector given as the mover sees it (down: toward them), on the screen, for a seat turned `angle` degrees
    counter-clockwise (as its words are turned)."""
    a = math.radians(angle)
    x, y = vector
    return (x * math.cos(a) + y * math.sin(a), -x * math.sin(a) + y * math.cos(a))


def arc(share: float, ghost: Ghost) -> float:
    """A glide lifts the hand a little in its middle, as a hand moves over a table rather than along it."""
    return math.sin(math.pi * share) * ghost.pictures.size * 0.12
