import os
import sys

# Headless by default: tests never open a real window or audio device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Saved games go to a throw-away folder, never the player's own autosave.
import tempfile  # noqa: E402
os.environ["HEXCADE_SAVE_DIR"] = tempfile.mkdtemp(prefix="hexcade-test-saves-")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from hypothesis import settings

settings.register_profile("hexcade", max_examples=40, deadline=None)
settings.load_profile("hexcade")
