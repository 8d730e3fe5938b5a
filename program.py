"""The program behind main.py: its command line, and how it starts the App, takes a screenshot or exports a game.
(main.py only calls main() here: Python compiles the script it is given from source at every start, and these
540 lines cost 4 ms of it; a module keeps its bytecode, issue 28.)"""
from __future__ import annotations

import argparse
import gc
import os
import random
import sys


WINDOW_CLASS = "hexcade"    # the window's class (X11's WM_CLASS) and app id (Wayland): what window rules look for


def name_the_window(environ=os.environ) -> None:
    """Call before pygame is imported: pygame then names the X11 class after the script that started it
    (`main.py`), and pygame-ce has no call for it, only SDL's variables, read when the display opens. A class the
    person running it chose (already in the environment) is kept."""
    for variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID"):
        environ.setdefault(variable, WINDOW_CLASS)


class OneLineParser(argparse.ArgumentParser):
    """Bad options get one clear line and exit code 2, never a traceback or a page of usage."""

    def error(self, message):
        sys.stderr.write(f"hexcade: {cut(message, 300)} (see {how_run()} --help)\n")
        sys.exit(2)


def how_run() -> str:
    """How this program was started, for its help and error lines: the installed `hexcade` or main.py."""
    return "hexcade" if os.path.basename(sys.argv[0] or "") == "hexcade" else "python3 main.py"


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--size wants WIDTHxHEIGHT like 1280x720, not {text!r}")
    if w < 640 or h < 480 or w > 10000 or h > 10000:
        raise argparse.ArgumentTypeError(f"--size {text} is out of range (from 640x480 up)")
    return (w, h)


def build_parser(game_names) -> OneLineParser:
    p = OneLineParser(prog=how_run(), description="Hexcade: five abstract board games.")
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
    p.add_argument("--rotate", type=int, choices=(0, 90, 180, 270), metavar="0|90|180|270",
                   help="turn the picture (and the touch input with it) this many degrees clockwise, for a screen "
                        "mounted on its side or upside down (default: the setting, else 0)")
    p.add_argument("--size", type=parse_size, metavar="WxH",
                   help="window size, default 1280x720 (smaller on a small screen; with --screenshot 1280x720)")
    p.add_argument("--seed", type=parse_seed, metavar="N", help="random seed: same seed, same game (0 to 2^62-1)")
    p.add_argument("--screenshot", metavar="FILE.png", help="render the chosen scene to a PNG and exit (headless ok)")
    p.add_argument("--moves", type=int, default=0, metavar="N",
                   help="with --screenshot or --export: first play N random legal moves (from --seed)")
    p.add_argument("--export", metavar="FILE",
                   help="write the game record (FILE.hexrec, docs/RECORDS.md) of the --game started here, or of "
                        "--replay, and exit; FILE.png: a picture of its last position (or the one --at names), "
                        "FILE.gif: the whole game as an animation")
    p.add_argument("--at", type=int, metavar="N", help="with --export FILE.png: the position after N moves")
    p.add_argument("--replay", metavar="FILE", help="open a game record in the replay viewer")
    p.add_argument("--analyse", action="store_true",
                   help="with --replay: open the record's analysis (with --export: write the record with its "
                        "evaluations and each marked move signed ?! ? ??; with --screenshot: render it analysed)")
    p.add_argument("--notation", choices=["abstractplay"],
                   help="with --export of a Tumbleweed game: write its moves in Abstract Play's cell names")
    p.add_argument("--demo", action="store_true",
                   help="start the attract mode at once: computers play every game in turn; a touch stops it "
                        "(with --game: starting with that game; with --table: every game in the table layout)")
    p.add_argument("--kiosk", action="store_true",
                   help="for events: fullscreen, Esc and closing the window do not quit, idle games return to the "
                        "attract mode; staff quit by holding a corner of the screen for 3 seconds")
    p.add_argument("--install-kiosk", action="store_true",
                   help="Linux: start Hexcade in kiosk mode at every login and again after a crash (an autostart "
                        "entry and a systemd user service in your home; docs/KIOSK.md), then exit")
    p.add_argument("--uninstall-kiosk", action="store_true",
                   help="remove exactly the files --install-kiosk wrote, then exit")
    p.add_argument("--lang", metavar="CODE", type=parse_language,
                   help="the language for this run: en, fi, sk, ms or de (default: the one chosen in Settings, "
                        "else the system's, else English)")
    p.add_argument("--learn", metavar="GAME[:N[.S]]",
                   help="open a game's lessons (lesson N, from 1, at step S, from 1): e.g. tumbleweed or "
                        "tumbleweed:2 or tumbleweed:2.3; with --screenshot it renders it (--table for the table)")
    p.add_argument("--setup", choices=game_names, metavar="GAME",
                   help="open the set-up board of a game (tumbleweed, trickle, trickle-down): place pieces, choose "
                        "who moves, then play or explore from there (--option, --players and --seats apply)")
    p.add_argument("--puzzle", metavar="GAME[:N]|daily",
                   help="open a game's puzzles (puzzle N, from 1), or today's daily puzzle: e.g. trickle, "
                        "trickle:3 or daily; with --screenshot it renders it (--table for the table)")
    p.add_argument("--after", type=float, metavar="SECONDS",
                   help="with --screenshot: run this much app time first (fixed 1/60 s steps, headless)")
    return p


EXPORTS = {".hexrec": "record", ".png": "picture", ".gif": "animation"}     # --export's kinds, by the name's end


def export_kind(path: str, parser) -> str:
    kind = EXPORTS.get(os.path.splitext(path)[1].lower())
    if kind is None:
        parser.error(f"--export wants a .hexrec record, a .png picture or a .gif animation, not {cut(path, 100)!r}")
    return kind


def export_picture(args, kind: str, line, size) -> int:
    """--export OUT.png (the position after --at moves, else the last) or OUT.gif (the whole game); 0, or one line
    saying why not (ui/play/pictures.py words it) and exit code 1 (2 for an --at past the game's end)."""
    from ui.play import pictures
    if args.at is not None and not 0 <= args.at <= len(line.moves):
        sys.stderr.write(f"hexcade: --at {args.at}: this game has positions 0 to {len(line.moves)}\n")
        return 2
    try:
        if kind == "animation":
            pictures.game_gif(line, args.export, size, args.table)
        else:
            pictures.position_png(line, args.at, args.export, size, args.table)
    except pictures.PictureError as exc:
        sys.stderr.write(f"hexcade: could not write {cut(args.export, 100)}: {pictures.reason_words(exc)}\n")
        return 1
    return 0


def parse_seed(text: str) -> int:
    """A seed the game records accept (engine/record.py: 0 <= seed < 2^62), so its game can be continued and
    replayed; anything else is one line."""
    from engine.record import MAX_SEED
    try:
        seed = int(text)
    except ValueError:
        seed = None
    if seed is None or not 0 <= seed < MAX_SEED:
        raise argparse.ArgumentTypeError(f"--seed wants a whole number from 0 to {MAX_SEED - 1}, not {cut(text)!r}")
    return seed


def cut(line: str, most: int = 200) -> str:
    """A line for the terminal cut to a sane length (a file's damaged value may be a million characters)."""
    line = " ".join(str(line).split())
    return line if len(line) <= most else line[:most - 1] + "…"


def parse_language(raw: str) -> str:
    from ui.base.lang import LANGUAGES, normalise
    code = normalise(raw)
    if code is None:
        raise argparse.ArgumentTypeError(f"no language {raw!r}: choose one of {', '.join(LANGUAGES)}")
    return code


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
        if args.players is not None or args.option or args.moves or \
                (args.table and not (args.replay or args.learn or args.puzzle)) \
                or args.seats:
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
    unoffered = [w for w in seats or () if w != "human" and w not in spec.levels]
    if unoffered:
        parser.error(f"--seats: {spec.title} offers no computer player at {unoffered[0]!r}; use human"
                     + "".join(f", {level}" for level in spec.levels))
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


def parse_learn(text: str, games: dict, parser):
    """--learn GAME[:N[.S]]: (spec, lesson index or None, step index), or a one-line refusal."""
    name, _, where = text.partition(":")
    if name not in games:
        parser.error(f"--learn: unknown game {name!r}; games: {', '.join(games)}")
    spec = games[name]
    from ui.play.lessondata import LessonError, course
    try:
        lessons = course(spec).lessons
    except FileNotFoundError:
        parser.error(f"--learn: {spec.english_title} has no lessons yet")
    except (OSError, ValueError, LessonError) as exc:
        parser.error(f"--learn: the lessons of {spec.english_title} cannot be read: {str(exc)[:200]}")
    if not where:
        return spec, None, 0
    lesson, _, step = where.partition(".")
    try:
        n, s = int(lesson), int(step) if step else 1
    except ValueError:
        parser.error(f"--learn: {where!r} is not a lesson number N or N.S")
    if not 1 <= n <= len(lessons):
        parser.error(f"--learn: {spec.english_title} has lessons 1 to {len(lessons)}")
    if not 1 <= s <= len(lessons[n - 1].steps):
        parser.error(f"--learn: lesson {n} has steps 1 to {len(lessons[n - 1].steps)}")
    return spec, n - 1, s - 1


def open_lessons(app, spec, index, step, table: bool = False) -> None:
    """The lessons screen, and over it the lesson asked for."""
    app.open("lessons", spec=spec)
    if index is not None:
        from ui.play.lessonmode import lesson_scene
        app.push(lesson_scene(spec, index, table=table, step=step))


def parse_puzzle(text: str, games: dict, parser):
    """--puzzle GAME[:N] or daily: (spec, puzzle index or None, date or None), or a one-line refusal."""
    import datetime
    from ui.play import puzzledata
    if text == "daily":
        day = puzzledata.daily(datetime.date.today(), games)
        if day is None:
            parser.error("--puzzle daily: no game has puzzles yet")
        return games[day[0]], day[1].number - 1, datetime.date.today()
    name, _, where = text.partition(":")
    if name not in games:
        parser.error(f"--puzzle: unknown game {name!r}; games: {', '.join(games)}, or daily")
    spec = games[name]
    try:
        puzzles = puzzledata.pack(spec).puzzles
    except FileNotFoundError:
        parser.error(f"--puzzle: {spec.english_title} has no puzzles yet")
    except (OSError, ValueError) as exc:
        parser.error(f"--puzzle: the puzzles of {spec.english_title} cannot be read: {str(exc)[:200]}")
    if not where:
        return spec, None, None
    try:
        n = int(where)
    except ValueError:
        parser.error(f"--puzzle: {where!r} is not a puzzle number")
    if not 1 <= n <= len(puzzles):
        parser.error(f"--puzzle: {spec.english_title} has puzzles 1 to {len(puzzles)}")
    return spec, n - 1, None


def open_puzzles(app, spec, index, date, table: bool = False) -> None:
    """The puzzles screen, and over it the puzzle asked for (a position the engine cannot set up: one line)."""
    app.open("puzzles", spec=spec)
    if index is not None:
        from ui.play.puzzlemode import puzzle_scene
        app.push(puzzle_scene(spec, index, table=table, date=date))


def parse_seats(text: str, parser) -> list[str]:
    """--seats human,hard: one word per seat, `human` or a computer level."""
    from ui.base.seats import CONTROLLERS
    words = [w.strip().lower() for w in text.split(",")]
    for word in words:
        if word not in CONTROLLERS:
            parser.error(f"--seats: {word or 'an empty entry'!r} is not a player; use human, "
                         f"{', '.join(CONTROLLERS[1:])}")
    return words


def analysed_record(replayed):
    """--replay FILE --analyse --export OUT: the record with every main-line move's evaluation and each marked move
    signed, analysed here with the viewer's seeds (what it found is printed on stderr, a line per position)."""
    from ui.play.analysisrun import analyse_now, annotate
    from ui.play.replay import Line
    from ui.storage import record
    line = Line.of_rebuilt(replayed)

    def report(done, total):
        sys.stderr.write(f"\ranalysed {done} of {total} positions")
        sys.stderr.flush()
    verdicts = analyse_now(line.positions, line.moves, line.seed % (1 << 30), report)
    sys.stderr.write("\n")
    counts = annotate(replayed.tree, verdicts)
    sys.stderr.write(", ".join(f"{n} {name}{'s' if n != 1 else ''}" for name, n in counts.items()) + "\n")
    return record.record_with_tree(replayed, replayed.tree)


KIOSK_SETUP_OPTIONS = {"install_kiosk", "uninstall_kiosk", "kiosk", "lang", "rotate"}   # the kiosk's command keeps


def kiosk_setup(args, parser) -> int:
    """--install-kiosk or --uninstall-kiosk (ui/storage/kiosk_setup.py does it): the kiosk runs this file with
    --kiosk, and with this command's --lang (and --rotate) if given; what was done is printed."""
    others = [name for name, value in vars(args).items()
              if name not in KIOSK_SETUP_OPTIONS and value != parser.get_default(name)]
    if args.install_kiosk and args.uninstall_kiosk or others:
        parser.error("--install-kiosk and --uninstall-kiosk go alone (--install-kiosk takes --lang"
                     + (" and --rotate)" if "rotate" in vars(args) else ")"))
    from ui.storage import kiosk_setup as setup
    if args.uninstall_kiosk:
        report = setup.uninstall()
    else:
        start = [sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "main.py"), "--kiosk"]
        start += ["--lang", args.lang] if args.lang else []
        start += ["--rotate", str(args.rotate)] if getattr(args, "rotate", None) is not None else []
        report = setup.install(start)
    (sys.stdout if report.code == 0 else sys.stderr).write(report.text() + "\n")
    return report.code


def main(argv=None) -> int:
    # Start-up makes tens of thousands of objects that last the run (modules, the title screen) and no garbage
    # worth a look: the collector's 75 young-generation passes over them cost about 12 ms (issue 28). It runs again
    # once the title screen is built (without them), and whatever way this returns (as it was: a caller may have
    # it off).
    collecting = gc.isenabled()
    gc.disable()
    try:
        return run_program(argv, collecting)
    finally:
        if collecting:
            gc.enable()


def run_program(argv=None, collecting: bool = True) -> int:
    """main() with the garbage collector held off until the title screen is built (then `collecting` says)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    name_the_window()
    from games import GAMES
    parser = build_parser(list(GAMES))
    args = parser.parse_args(argv)
    if args.install_kiosk or args.uninstall_kiosk:
        return kiosk_setup(args, parser)
    if args.moves and not (args.screenshot or args.export):
        parser.error("--moves is for --screenshot or --export")
    if args.replay and args.game:
        parser.error("--replay opens its own game: leave out --game")
    if args.analyse and not args.replay:
        parser.error("--analyse is for --replay FILE")
    if args.export and not (args.game or args.replay):
        parser.error("--export needs --game NAME or --replay FILE")
    exporting = export_kind(args.export, parser) if args.export else None
    if args.at is not None and exporting != "picture":
        parser.error("--at is for --export FILE.png")
    if args.notation and not (args.export and args.game and GAMES[args.game].engine == "tumbleweed"):
        parser.error("--notation abstractplay is for --export of a --game tumbleweed")
    if args.after is not None and not args.screenshot:
        parser.error("--after is for --screenshot")
    if args.after is not None and not 0 <= args.after <= 3600:
        parser.error("--after wants seconds from 0 to 3600")
    if args.setup:
        if args.game or args.replay or args.learn or args.puzzle or args.demo or args.moves or args.export:
            parser.error("--setup opens its own game's set-up board: leave out --game, --replay, --learn, --demo, "
                         "--moves and --export")
        from ui.play.setupmode import has_setup
        if not has_setup(GAMES[args.setup]):
            parser.error(f"--setup: {GAMES[args.setup].english_title} has no set-up board yet")
        args.game = args.setup       # (its players, options and seats are read as --game's)
    learn = parse_learn(args.learn, GAMES, parser) if args.learn else None
    if learn and (args.game or args.replay or args.demo):
        parser.error("--learn opens its own game's lessons: leave out --game, --replay and --demo")
    puzzle = parse_puzzle(args.puzzle, GAMES, parser) if args.puzzle else None
    if puzzle and (args.game or args.replay or args.demo or learn):
        parser.error("--puzzle opens its own game's puzzles: leave out --game, --replay, --demo and --learn")
    if args.demo and (args.replay or args.players is not None or args.option or args.seats or args.moves):
        parser.error("--demo plays every game in turn: --game and --table only say where it starts and how")
    if args.screenshot:
        # A screenshot never needs a visible window: render off-screen, even on a desktop.
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        if not args.screenshot.lower().endswith(".png"):
            parser.error("--screenshot wants a .png file name")
    replayed = None
    if args.replay:     # a record that cannot be read: one line, exit code 2 (never a traceback)
        from engine.record import CODES
        from ui.storage.record import RecordError, read_file
        try:
            replayed = read_file(args.replay, GAMES)
        except RecordError as exc:
            sys.stderr.write(f"hexcade: {cut(args.replay, 100)}: {cut(exc)}\n")
            return 2
    if args.export or args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    spec, players, options, seats = resolve(args, parser) if not args.demo else (None, None, None, None)

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not (args.screenshot or args.export):
        from ui.storage.crashlog import catch_crashes
        catch_crashes()      # a crash of the window is written to the log folder (a kiosk's organiser reads it)
    from ui.app import App
    from ui.storage import saves
    # No --size: the App fits its window to the screen; a screenshot has no screen, it is always 1280x720.
    size = args.size or ((1280, 720) if args.screenshot else None)
    app = App(size=size, fullscreen=args.fullscreen and not args.screenshot, seed=args.seed, games=GAMES,
              kiosk=args.kiosk and not args.screenshot, language=args.lang, rotate=args.rotate)
    app.home(selected=args.game or (replayed.spec.key if replayed else learn[0].key if learn else
                                    puzzle[0].key if puzzle else None), seed=args.seed,
             # (the program's first frame shows the title screen's background, the rest comes in the frames after)
             at_start=not (args.screenshot or args.export))
    if collecting:
        if not (args.screenshot or args.export):
            # What is made so far lasts the run (its garbage is about 550 objects): left out of every collection,
            # or the first frames would pay for looking it over instead (13 ms). (Not for the pictures made here
            # and exit: tests and fuzz runs call main() many times in one process.)
            gc.freeze()
        gc.enable()
    if learn:
        open_lessons(app, *learn, table=args.table)
    if puzzle:
        try:
            open_puzzles(app, *puzzle, table=args.table)
        except ValueError as exc:       # (a pack whose position the engine refuses: puzzledata.PackError)
            sys.stderr.write(f"hexcade: --puzzle: {cut(exc)}\n")
            return 2
    if args.demo:
        app.open("attract", entry=args.game, table=True if args.table else None)
    if spec is not None and args.setup:
        from ui.play.setupmode import open_setup
        open_setup(app, spec, spec.new_game(players, args.seed, options), table=args.table, controllers=seats)
    elif spec is not None:
        scene = spec.make_scene(players, args.seed, options, table=args.table,
                                autosave=not (args.screenshot or args.export), controllers=seats)
        app.push(scene)
        if args.moves:
            scene.advance_random(args.moves, random.Random(args.seed))
    if replayed is not None:
        from ui.play.replay import Line, replay_scene
        from ui.base.lang import t
        if args.analyse:
            from ui.play.analysismode import analysis_scene as replay_scene    # the same viewer, analysed
        try:      # its first frame tried here: a record that reads but cannot be shown is one line too
            from ui.play.review import analyse_viewer, file_keeper
            line = Line.of_rebuilt(replayed)
            line.keep = None if args.screenshot or args.export else file_keeper(args.replay, replayed)
            how = {} if args.analyse else {"analyse": analyse_viewer}
            viewer = replay_scene(line, table=args.table, back_label=t("menu.replay_back"), **how)
            app.push(viewer)
            viewer.update(0.0)
            viewer.draw(app.window.copy())
        except Exception as exc:      # (one line, never a traceback: the line says what failed)
            sys.stderr.write(f"hexcade: {cut(args.replay, 100)}: {RecordError('cannot_show', CODES['cannot_show'])}"
                             f" ({cut(exc, 100)})\n")
            return 2
    if exporting in ("picture", "animation"):
        from ui.play.replay import Line
        line = Line.of_rebuilt(replayed) if replayed else Line.of_match(spec, scene.match, players)
        failed = export_picture(args, exporting, line, args.size or (1280, 720))
        if failed:
            return failed
        if not args.screenshot:
            print(f"saved {args.export}")
            return 0
    elif args.export:
        from ui.storage import record
        written = None
        if args.analyse:          # the record with its evaluations, each marked move signed ?! ? ??
            written = analysed_record(replayed)
        try:
            record.write_file(args.export, written or (record.record_with_movers(replayed) if replayed else
                              record.record_of(scene.match, args.notation or "", spec.engine)))
        except OSError as exc:
            sys.stderr.write(f"hexcade: could not write {args.export}: {exc.strerror or exc}\n")
            return 1
        if not args.screenshot:
            print(f"saved {args.export}")
            return 0
    if args.screenshot:
        app.lockstep = True      # a computer's answer is waited for: the same picture however fast the machine
        for _ in range(3 + round((args.after or 0) * 60)):
            app.step(1 / 60)
            if not app.running or not app.scenes:
                sys.stderr.write("hexcade: the program ended before the screenshot was taken\n")
                return 1
        if app.scene is not None and hasattr(app.scene, "animator") and not args.after:
            app.scene.animator.finish()
            app.scene.finish_pictures()     # pictures first shown scaled (a new size) are drawn exactly
        app.step(1 / 60)
        try:
            app.screenshot(args.screenshot)
        except Exception as exc:  # e.g. a folder that does not exist
            sys.stderr.write(f"hexcade: could not write {args.screenshot}: {exc}\n")
            return 1
        saves.WRITER.flush()
        from ui.play.thinker import THINKER
        THINKER.shutdown()
        print(f"saved {args.screenshot}")
        return 0
    try:
        app.run()
    finally:
        saves.WRITER.flush()  # after a crash too: the moves played reach the autosave the restarted kiosk continues
        from ui.play.thinker import THINKER
        THINKER.shutdown()    # no computer player outlives the window
    return 0
