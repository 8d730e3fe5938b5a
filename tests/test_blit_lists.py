"""Pieces drawn from a blits list made once per position (ui/board/blitlist.py, issue 28): the list draws what
the drawing code draws, and it is made again when the position changes (a bag lands on a corner's pile)."""
import random

import pygame

from tests.uihelpers import make_app, step
from ui.board.blitlist import BlitList, BlitRecorder


def picture(size=(40, 30), colour=(200, 40, 40, 180)) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill(colour)
    return s


def test_a_recorded_blit_list_draws_the_same_pixels_and_says_where():
    a, b = picture(), picture((10, 10), (20, 220, 90, 255))
    direct = pygame.Surface((100, 80))
    direct.fill((30, 30, 60))
    replayed = direct.copy()

    def draw(surface):
        surface.blit(a, (5, 7))
        surface.blit(b, pygame.Rect(30, 20, 99, 99))
        surface.blit(a, (50, 40), (0, 0, 20, 10))
    draw(direct)
    recorded = BlitList(draw)
    recorded.draw(replayed, "one")
    assert pygame.image.tobytes(direct, "RGB") == pygame.image.tobytes(replayed, "RGB")
    assert recorded.bounds == pygame.Rect(5, 7, 65, 43)
    recorder = BlitRecorder()
    assert recorder.bounds is None and recorder.blit(b, (1, 2)) == pygame.Rect(1, 2, 10, 10)


def test_a_blit_list_is_made_again_only_when_its_key_changes():
    drawn = []
    recorded = BlitList(lambda surface: drawn.append(1) or surface.blit(picture(), (0, 0)))
    target = pygame.Surface((50, 50))
    recorded.draw(target, ("position", 1))
    recorded.draw(target, ("position", 1))
    assert recorded.made == 1 and len(drawn) == 1
    recorded.draw(target, ("position", 2))
    assert recorded.made == 2
    recorded.forget()
    recorded.draw(target, ("position", 2))
    assert recorded.made == 3


def test_trickle_downs_piles_are_recorded_again_when_a_bag_lands_on_one_and_drawn_as_drawn_directly():
    app = make_app(size=(1280, 720))
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected="trickle-down"))
    spec = app.games["trickle-down"]
    scene = spec.make_scene(spec.default_players, 4, None, autosave=False)
    app.push(scene)
    step(app, 30)
    rng = random.Random(3)
    piles = scene.piles_key()[0]
    while scene.piles_key()[0] == piles and not scene.state.is_over:
        scene.advance_random(1, rng)
    assert scene.piles_key()[0] != piles, "a bag reached a corner's pile"
    scene.animator.finish()
    made = scene.piles.made
    cached = pygame.Surface(app.size)
    scene.draw_piles(cached)
    assert scene.piles.made == made + 1, "the piles were recorded again after a bag landed"
    direct = pygame.Surface(app.size)
    scene.record_piles(direct)
    assert pygame.image.tobytes(direct, "RGB") == pygame.image.tobytes(cached, "RGB")
    assert scene.pieces_area().contains(scene.piles.bounds)
    scene.draw_piles(cached)
    assert scene.piles.made == made + 1, "nothing changed: the same list"
    pygame.quit()


def test_tripitz_board_pids_are_recorded_again_after_a_placement_and_a_patch_draws_only_those_it_reaches():
    from games.tripitz import drawing
    app = make_app(size=(1280, 720))
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected="tripitz"))
    spec = app.games["tripitz"]
    scene = spec.make_scene(spec.default_players, 4, None, autosave=False)
    app.push(scene)
    step(app, 30)
    rng = random.Random(5)
    shown = dict(scene.state.board)
    while dict(scene.state.board) == shown:
        scene.advance_random(1, rng)
    scene.animator.finish()
    step(app, 3)
    pids = drawing.BOARD_PIDS.pids
    assert len(pids.items) == len(scene.state.board), "the new pid is in the list drawn"

    def direct(surface):
        for cell, pid in scene.state.board.items():
            c = scene.view.centre(cell)
            img = drawing.SPRITES.get(pid, scene.board_d)
            surface.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
    made = pids.made
    cached, drawn = pygame.Surface(app.size), pygame.Surface(app.size)
    direct(drawn)
    drawing.draw_board_pids(cached, scene.view, scene.state.board, set(), None, scene.board_d)
    assert pids.made == made, "the same board: the same list"
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(cached, "RGB")
    patch = pids.rects[0].inflate(-4, -4)
    patched = pygame.Surface(app.size)
    patched.set_clip(patch)
    drawing.draw_board_pids(patched, scene.view, scene.state.board, set(), None, scene.board_d)
    patched.set_clip(None)
    inside = [pygame.image.tobytes(s.subsurface(patch), "RGB") for s in (patched, drawn)]
    assert inside[0] == inside[1]
    patched.fill((0, 0, 0), patch)
    assert pygame.mask.from_threshold(patched, (0, 0, 0), (1, 1, 1, 255)).count() == app.size[0] * app.size[1]
    assert len(patch.collidelistall(pids.rects)) < len(pids.items), "a patch draws only the pids it reaches"
    pygame.quit()
