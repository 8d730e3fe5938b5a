"""When a game screen needs frames, and which kind: the App rests while nothing changes (issue 12), draws whole
frames while something moves, patches only the thinking light while a computer thinks, and draws a move in the
frame after the one that played it. BoardScene's answers to the App (animating, pulsing, hold_frame, can_patch,
patch_frame) are these functions of the scene.
"""
from __future__ import annotations

import math

import pygame

from ui.play.messages import MESSAGE_FADE
from ui.play.seatpanel import paint_thinking_light


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


def draw_thinking(scene, surface) -> None:
    """The turn light of a computer seat to move pulses while it thinks (drawn over the cached panel/strip)."""
    light = thinking_light(scene)
    if light is None:
        return
    phase = 0.5 + 0.5 * math.sin(scene.turns.clock * 6.0)
    paint_thinking_light(surface, light[0], light[1], scene.seat_info(scene.state.current_player)[1], phase)


def still_but_light(scene) -> bool:
    """Is everything on screen still but the thinking light? (A message waiting to fade is still too.)"""
    return not (scene.animator.busy or 0 < scene.message_left <= MESSAGE_FADE or scene.hint.points
                or scene.picker.dragging or scene.game_pulsing() or not scene.still_apart_from_light()
                or scene.mode.moving())


def patch(scene, surface) -> list | None:
    """A frame after a whole one in which nothing but the thinking light changes (a computer thinks): repaint
    just the light's square from the cached panel or strip, so the frame costs a fraction of a millisecond.
    None: something else changed, draw the whole frame."""
    if not scene.can_patch():
        return None
    light = thinking_light(scene)
    if light is None:
        return []           # nothing moves on screen (a message showing before it fades)
    (x, y), r = light
    rect = pygame.Rect(0, 0, 2 * r + 24, 2 * r + 24)
    rect.center = (round(x), round(y))
    if not scene.chrome.patch(surface, rect):
        return None
    draw_thinking(scene, surface)
    return [rect]
