"""Hexcade: five abstract board games in one window.

    python3 main.py                          the menu
    python3 main.py --game trickle --players 3
    python3 main.py --game tumbleweed --screenshot shot.png --moves 20 --seed 7
    python3 main.py --game tumbleweed --seats human,hard      you against the computer at level hard
    python3 main.py --kiosk                  at an event: fullscreen, staff leave by holding a corner 3 s
    python3 main.py --install-kiosk          Linux: kiosk mode at every login, restarted after a crash
    python3 main.py --demo --after 60 --screenshot demo.png   the attract mode, a minute in
    python3 main.py --demo --game icesickle --table --after 2.5 --screenshot g.png   its ghost finger at a table
    python3 main.py --replay game.hexrec --export game.gif    the whole game as an animated GIF (.png: a position)
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from program import build_parser, main, resolve  # noqa: E402,F401  (the program: program.py)

if __name__ == "__main__":
    sys.exit(main())
