"""Pictures of every overlay opened from every seat of a table (the lead's look, not a test): python
tests/facing_shots.py OUT_DIR [WxH] [players] [game]."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from uihelpers import find_button, make_app, press, step, touch   # noqa: E402
from games import GAMES                                             # noqa: E402
from ui.base.lang import t                                          # noqa: E402


def strip_menu_point(scene, seat):
    area = scene.seat_layout.seats[seat]
    button = next(b for b in scene.chrome.strip(seat)[2] if b.key == "menu")
    return area.to_screen(button.rect.center)


def main():
    out = sys.argv[1]
    size = tuple(int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1920x1080").split("x"))
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 6
    game = sys.argv[4] if len(sys.argv) > 4 else "tripitz"
    os.makedirs(out, exist_ok=True)
    app = make_app(size)
    from ui.screens.menu import MenuScene
    app.push(MenuScene(selected=game))
    spec = GAMES[game]
    scene = spec.make_scene(players, 3, None, table=True)
    app.push(scene)
    step(app, 3)
    for seat in range(players):
        touch(app, strip_menu_point(scene, seat))
        step(app, 2)
        app.screenshot(f"{out}/{game}{players}-{size[0]}x{size[1]}-seat{seat}-pause.png")
        press(app, find_button(app, t("play.pause.rules")))
        step(app, 2)
        app.screenshot(f"{out}/{game}{players}-{size[0]}x{size[1]}-seat{seat}-rules.png")
        while app.scene is not scene:
            app.pop()
        step(app, 2)


if __name__ == "__main__":
    main()
