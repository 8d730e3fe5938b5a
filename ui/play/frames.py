"""When a game screen needs frames, and which kind: the App rests while nothing changes (issue 12), patches only
what changed (issue 28: the thinking light, hint rings, a hover, flights, a fading message), draws whole frames
when it cannot say, and draws a move in the frame after the one that played it. BoardScene's answers to the App
(animating, pulsing, hold_frame, changes) are these functions of the scene.
"""
from __future__ import annotations

import math

import pygame

from ui.kit import repaints
from ui.play.messages import MESSAGE_FADE
from ui.play.seatpanel import paint_thinking_light


LIGHT_STEPS = 10      # the thinking light's brightness steps from dim to bright: a step every 3 frames or so


def animating(scene) -> bool:
    """Frames are needed while pieces move, a message shows or fades, a computer seat thinks (its light pulses and
    its answer is collected), or a resize's pictures and buttons are still being made."""
    return (scene.animator.busy or scene.message_left > 0 or scene.turns.busy or bool(scene.elements_due)
            or scene.chrome.building or scene.board_late or scene.pictures_rough()
            or (scene.computer_to_move() and not scene.waiting_for_people()))


def pulsing(scene) -> bool:
    """Hint rings pulse; a game adds its own calls for a tap (game_pulsing)."""
    return bool(scene.hint.points) or scene.game_pulsing()


def hold(scene) -> bool:
    """The frame in which a move is played (a computer's answer, a tap, undo) only plays it (engine, listeners,
    buttons) and repaints the pictures it changed (the panel or strips, the game's own: prepare_move_pictures);
    the next frame, 17 ms later, draws it. Both in one frame cost 10-12 ms at 1920x1080 (Tumbleweed)."""
    if not scene.move_unshown:
        return False
    scene.move_unshown = False
    if scene.board_late or scene.elements_due or scene.app is None:
        return True              # (a resize's pictures are still being made: they come in their own frames)
    scene.chrome.prepare_move()
    scene.prepare_move_pictures()
    return True


def thinking_light(scene):
    """((x, y), radius) on the screen of the turn light of a computer seat that is to move, else None."""
    if not scene.computer_to_move():
        return None
    return scene.chrome.light(scene.state.current_player)


def light_look(scene):
    """(where, brightness step) of the thinking light as drawn now, or None. It breathes in LIGHT_STEPS steps, so
    most frames while a computer thinks show the same light as the one before and repaint nothing (a light
    repainted in every frame was a pass of the whole scene in each)."""
    light = thinking_light(scene)
    if light is None:
        return None
    return light, round((0.5 + 0.5 * math.sin(scene.turns.clock * 6.0)) * LIGHT_STEPS)


def light_rect(light) -> pygame.Rect:
    (x, y), r = light
    rect = pygame.Rect(0, 0, 2 * r + 24, 2 * r + 24)
    rect.center = (round(x), round(y))
    return rect


def draw_thinking(scene, surface) -> None:
    """The turn light of a computer seat to move pulses while it thinks (drawn over the cached panel/strip)."""
    look = light_look(scene)
    if look is None:
        return
    (centre, r), step = look
    paint_thinking_light(surface, centre, r, scene.seat_info(scene.state.current_player)[1], step / LIGHT_STEPS)


def init(scene) -> None:
    """What the last drawn frame showed, for changes() to compare with."""
    scene.shown_hover = None      # what the pointer's hover showed
    scene.shown_flights = []      # where the animations drew
    scene.shown_fading = []       # where a fading message was drawn
    scene.shown_light = None      # the thinking light's light_look


def once_a_frame(scene, what: str, work):
    """work() once for all the passes of a patched frame (repaints.shared: nothing changes between them), else
    each time."""
    memo = repaints.shared()
    if memo is None:
        return work()
    key = (what, id(scene))
    if key not in memo:
        memo[key] = work()
    return memo[key]


def draw_background(scene, surface) -> None:
    """The scene's whole-window picture (a game's keys of what is baked into it, worked out once a frame)."""
    size = surface.get_size()
    scene.chrome.draw_background(surface, once_a_frame(scene, "background", lambda: scene.background(size)))


def draw_pieces_in_clip(scene, surface) -> None:
    """The game's pieces, unless a patched frame's rectangle misses where they lie (the light, a button)."""
    area = once_a_frame(scene, "pieces_area", scene.pieces_area)
    if area is None or area.colliderect(surface.get_clip()):
        scene.draw_pieces(surface)


def changes(scene) -> list | None:
    """What changed on a game screen since its last drawn frame, by itself or under a pointer that only moves
    (BoardScene.changes, ui/app/renderer.py): the thinking light, the hint rings, what pulses (the game's
    pulse_rects), the animations where they are now and were (animation_areas), a fading message, the mode's own
    (Mode.changes), the cells a hover left and reached (hover_rects). None when one of them cannot say, during a
    drag, or while buttons or pictures are still being made after a resize: the frame is drawn whole. (What it
    remembers showing is kept first: a whole frame shows it too.)"""
    hover = scene.hover_look()
    shown, scene.shown_hover = scene.shown_hover, hover
    light = light_look(scene)
    shown_light, scene.shown_light = scene.shown_light, light
    pulses = scene.pulse_rects() if scene.game_pulsing() else []
    flying = scene.animation_areas()
    flown, scene.shown_flights = scene.shown_flights, flying or []
    fading = (scene.message_view.shown_rect(scene.message, scene.chrome.message_spot())
              if scene.message and 0 < scene.message_left <= MESSAGE_FADE else False)
    faded, scene.shown_fading = scene.shown_fading, [fading] if fading else []
    own = scene.mode.changes()
    unsure = flying is None or fading is None or own is None or pulses is None
    if (unsure or scene.picker.dragging or scene.elements_due or scene.board_late or scene.chrome.building
            or scene.pictures_rough()):
        return None
    # (where pieces flew and a message faded in the last frame too: a flight's last place, a message gone)
    rects = list(pulses) + flying + flown + faded + scene.shown_fading + own
    if hover != shown:
        for look in (shown, hover):
            around = scene.hover_rects(look)
            if around is None:
                return None
            rects += around
    if light != shown_light:      # (where it was and where it is: another seat's light, or none)
        rects += [light_rect(seen[0]) for seen in (shown_light, light) if seen is not None]
    if scene.hint.points:
        rects += scene.hint.rects(scene.ring_radius())
    return rects
