"""The layers are a contract (.importlinter), checked by import-linter in every test run: an import that points up
(storage reaching for a screen, the engine for pygame), a screen importing another, or an import circle fails
the build with import-linter's own report. The second test plants such imports in a copy of the code, to prove
the check can fail."""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIG = ".importlinter"
PACKAGES = ("engine", "ui", "games")
RUN = "from importlinter.cli import lint_imports_command; lint_imports_command()"


def lint(root: str) -> tuple[bool, str]:
    """import-linter over the packages in `root` with its .importlinter, as `lint-imports` runs there: (kept, the
    report). A fresh interpreter reads the packages from `root` (this one has already imported the checkout's)."""
    env = {**os.environ, "PYTHONPATH": root}
    run = subprocess.run([sys.executable, "-c", RUN, CONFIG, "--no-cache", "--no-logo"], cwd=root, env=env,
                         capture_output=True, text=True, timeout=300)
    return run.returncode == 0, run.stdout + run.stderr


def test_the_layers_are_kept():
    with open(os.path.join(ROOT, CONFIG), encoding="utf-8") as f:
        config = f.read()
    assert "ignore_imports" not in config          # the contract is kept by the code, not by exceptions to it
    kept, report = lint(ROOT)
    assert kept, report
    assert " 0 broken" in report, report


def test_an_upward_import_a_screen_importing_another_and_a_circle_are_caught(tmp_path):
    for package in PACKAGES:
        shutil.copytree(os.path.join(ROOT, package), tmp_path / package,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.json", "*.html"))
    shutil.copy(os.path.join(ROOT, CONFIG), tmp_path / CONFIG)
    planted = {"ui/storage/files.py": "import ui.screens.menu",          # storage reaching up to a screen
               "ui/screens/settings.py": "import ui.screens.recentlist",  # a screen importing another
               "ui/kit/text.py": "import ui.kit.richtext"}                 # richtext imports text: a circle
    for path, line in planted.items():
        with open(tmp_path / path, "a", encoding="utf-8") as f:
            f.write(f"\n{line}  # planted by tests/test_layers.py\n")
    kept, report = lint(str(tmp_path))
    assert not kept
    assert "ui.storage is not allowed to import ui.screens" in report and "ui.storage.files -> ui.screens.menu" in report
    assert "ui.screens.settings is not allowed to import ui.screens.recentlist" in report
    assert "No cycles are allowed in ui.kit" in report
