"""Every lesson step as a picture, to look at: one contact sheet per entry (and size and language).

    python3 tests/lesson_pictures.py OUT_DIR [--size 1920x1080] [--lang fi] [--table] [--entry tumbleweed]

Each step is rendered headless as `--learn ENTRY:N.S --screenshot` would show it (in one process, so a few hundred
steps take seconds), scaled into a grid: `OUT_DIR/<entry>-<size>-<lang>[-table].png`, one row per lesson.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("HEXCADE_CONFIG_DIR", tempfile.mkdtemp(prefix="hexcade-pictures-config-"))
os.environ.setdefault("HEXCADE_SAVE_DIR", tempfile.mkdtemp(prefix="hexcade-pictures-data-"))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--table", action="store_true")
    parser.add_argument("--entry", action="append")
    args = parser.parse_args(argv)
    import pygame
    from games import GAMES
    from ui.app import App
    from ui.play.lessondata import course, has_lessons
    from ui.play.lessonmode import lesson_scene
    w, h = (int(v) for v in args.size.split("x"))
    app = App(size=(w, h), games=GAMES, language=args.lang)
    app.lockstep = True
    os.makedirs(args.out, exist_ok=True)
    scale = 480 / w
    thumb = (round(w * scale), round(h * scale))
    for key in args.entry or [k for k, spec in GAMES.items() if has_lessons(spec)]:
        spec = GAMES[key]
        lessons = course(spec).lessons
        columns = max(len(lesson.steps) for lesson in lessons)
        sheet = pygame.Surface((columns * (thumb[0] + 6), len(lessons) * (thumb[1] + 6)))
        sheet.fill((0, 0, 0))
        for i, lesson in enumerate(lessons):
            for s in range(len(lesson.steps)):
                app.home(selected=key)
                app.push(lesson_scene(spec, i, table=args.table, step=s))
                for _ in range(4):
                    app.step(1 / 60)
                app.scene.animator.finish()
                app.step(1 / 60)
                picture = pygame.transform.smoothscale(app.window, thumb)
                sheet.blit(picture, (s * (thumb[0] + 6), i * (thumb[1] + 6)))
        name = f"{key}-{args.size}-{args.lang}{'-table' if args.table else ''}.png"
        pygame.image.save(sheet, os.path.join(args.out, name))
        print(f"{name}: {len(lessons)} lessons, {sum(len(x.steps) for x in lessons)} steps")
    return 0


if __name__ == "__main__":
    sys.exit(main())
