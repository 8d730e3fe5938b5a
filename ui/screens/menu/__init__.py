"""The title screen (scene.py's MenuScene), in modules by job: cards.py, title.py, rows.py, resume.py, fit.py."""
from ui.screens.menu.scene import MenuScene

__all__ = ["MenuScene"]
