"""Hexcade: five abstract board games in one window.

    python3 main.py                          the menu
    python3 main.py --game trickle --players 3
    python3 main.py --game tumbleweed --screenshot shot.png --moves 20 --seed 7
    python3 main.py --game tumbleweed --seats human,hard      you against the computer at level hard
"""
from __future__ import annotations

import argparse
import os
import random
import sys


class OneLineParser(argparse.ArgumentParser):
    """Bad options get one clear line and exit code 2, never a traceback or a page of usage."""

    def error(self, message):
        sys.stderr.write(f"hexcade: {message} (see python3 main.py --help)\n")
        sys.exit(2)


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--size wants WIDTHxHEIGHT like 1280x720, not {text!r}")
    if w < 640 or h < 480 or w > 10000 or h > 10000:
        raise argparse.ArgumentTypeError(f"--size {text} is out of range (from 640x480 up)")
    return (w, h)


def build_parser(game_names) -> OneLineParser:
    p = OneLineParser(prog="main.py", description="Hexcade: five abstract board games.")
    p.add_argument("--game", choices=game_names, metavar="NAME",
                   help="open this game directly: " + ", ".join(game_names))
    p.add_argument("--players", type=int, metavar="N", help="number of players for --game")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a game option for --game, e.g. chaining=True (repeatable)")
    p.add_argument("--seats", metavar="WHO,WHO",
                   help="with --game: who plays each seat in turn order, one per player: human or a computer level "
                        "(easy, medium, hard, expert), e.g. human,hard")
    p.add_argument("--table", action="store_true",
                   help="with --game: table layout, each player's name and controls facing their own edge")
    p.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    p.add_argument("--size", type=parse_size, default=(1280, 720), metavar="WxH", help="window size, default 1280x720")
    p.add_argument("--seed", type=int, metavar="N", help="random seed: same seed, same game")
    p.add_argument("--screenshot", metavar="FILE.png", help="render the chosen scene to a PNG and exit (headless ok)")
    p.add_argument("--moves", type=int, default=0, metavar="N",
                   help="with --screenshot: first play N random legal moves (from --seed)")
    return p


def parse_option_value(option, raw: str):
    for value in option.choices:
        if raw.lower() in (str(value).lower(), option.label_of(value).lower()):
            return value
    allowed = ", ".join(str(v) for v in option.choices)
    raise ValueError(f"option {option.key} can be {allowed}, not {raw!r}")


def resolve(args, parser):
    """Check the options against the chosen game; returns (spec, players, options) or (None, None, None)."""
    from games import GAMES
    if args.game is None:
        if args.players is not None or args.option or args.moves or args.table or args.seats:
            parser.error("--players, --option, --seats, --table and --moves need --game NAME")
        return None, None, None, None
    spec = GAMES[args.game]
    seats = parse_seats(args.seats, parser) if args.seats else None
    players = args.players if args.players is not None else len(seats) if seats else spec.default_players
    if seats and args.players is None and players not in spec.players:
        parser.error(f"--seats names {len(seats)} seat{'s' if len(seats) != 1 else ''} but {spec.title} is for "
                     f"{', '.join(map(str, spec.players))} players: give one entry per player")
    if seats and len(seats) != players:
        parser.error(f"--seats names {len(seats)} seat{'s' if len(seats) != 1 else ''} but this {spec.title} game "
                     f"has {players} players: give one entry per player")
    if players not in spec.players:
        parser.error(f"{spec.title} is for {', '.join(map(str, spec.players))} players, not {players}")
    options = spec.default_options()
    by_key = {o.key: o for o in spec.options}
    for item in args.option:
        key, sep, raw = item.partition("=")
        if not sep or key not in by_key:
            parser.error(f"unknown option {item!r} for {spec.title}; options: {', '.join(by_key) or 'none'}")
        try:
            options[key] = parse_option_value(by_key[key], raw)
        except ValueError as exc:
            parser.error(str(exc))
    try:
        spec.new_game(players, args.seed if args.seed is not None else 0, options)
    except ValueError as exc:
        parser.error(str(exc))
    if args.moves < 0:
        parser.error("--moves must be 0 or more")
    return spec, players, options, seats


def parse_seats(text: str, parser) -> list[str]:
    """--seats human,hard: one word per seat, `human` or a computer level."""
    from ui.seats import CONTROLLERS
    words = [w.strip().lower() for w in text.split(",")]
    for word in words:
        if word not in CONTROLLERS:
            parser.error(f"--seats: {word or 'an empty entry'!r} is not a player; use human, "
                         f"{', '.join(CONTROLLERS[1:])}")
    return words


def main(argv=None) -> int:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from games import GAMES
    parser = build_parser(list(GAMES))
    args = parser.parse_args(argv)
    if args.moves and not args.screenshot:
        parser.error("--moves is for --screenshot")
    if args.screenshot:
        # A screenshot never needs a visible window: render off-screen, even on a desktop.
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        if not args.screenshot.lower().endswith(".png"):
            parser.error("--screenshot wants a .png file name")
    spec, players, options, seats = resolve(args, parser)

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ui.app import App
    from ui import saves
    from ui.menu import MenuScene
    app = App(size=args.size, fullscreen=args.fullscreen and not args.screenshot, seed=args.seed, games=GAMES)
    app.push(MenuScene(selected=args.game, seed=args.seed))
    if spec is not None:
        scene = spec.make_scene(players, args.seed, options, table=args.table, autosave=not args.screenshot,
                                controllers=seats)
        app.push(scene)
        if args.moves:
            scene.advance_random(args.moves, random.Random(args.seed))
    if args.screenshot:
        for _ in range(3):
            app.step(1 / 60)
        if app.scene is not None and hasattr(app.scene, "animator"):
            app.scene.animator.finish()
            app.scene.finish_pictures()     # pictures first shown scaled (a new size) are drawn exactly
        app.step(1 / 60)
        try:
            app.screenshot(args.screenshot)
        except Exception as exc:  # e.g. a folder that does not exist
            sys.stderr.write(f"hexcade: could not write {args.screenshot}: {exc}\n")
            return 1
        saves.WRITER.flush()
        from ui.thinker import THINKER
        THINKER.shutdown()
        print(f"saved {args.screenshot}")
        return 0
    try:
        app.run()
    finally:
        from ui.thinker import THINKER
        THINKER.shutdown()    # no computer player outlives the window
    return 0


if __name__ == "__main__":
    sys.exit(main())
