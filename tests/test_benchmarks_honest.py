"""Honest benchmarks (issue 28): every benchmark script and both random-input scripts run in fresh settings and
data folders of their own, never the player's (a player's settings saying kiosk mode once made a benchmark measure
a 1024x768 fullscreen instead of 1920x1080), and print the window size, driver, load average and date beside their
figures. The scripts are read, not run (they take seconds to minutes): each must call benchenv.prepare (or
benchenv.child_env, for a script whose app runs only in child processes) before any import of the app at its top
level, and must print benchenv.header."""
import ast
import importlib.util
import os
import sys

import pytest

TESTS = os.path.dirname(os.path.abspath(__file__))
BENCHMARKS = os.path.join(TESTS, "benchmarks")
SCRIPTS = sorted([os.path.join("benchmarks", name) for name in os.listdir(BENCHMARKS)
                  if name.startswith("bench_") and name.endswith(".py")] + ["fuzz_input.py", "fuzz_files.py"])
APP = ("games", "ui", "engine", "main")      # imported at a script's top level only after prepare()


def benchenv_calls(tree, name: str) -> list:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == name and isinstance(node.func.value, ast.Name) and node.func.value.id == "benchenv"]


def app_import(node) -> bool:
    if isinstance(node, ast.ImportFrom):
        return (node.module or "").split(".")[0] in APP
    if isinstance(node, ast.Import):
        return any(alias.name.split(".")[0] in APP for alias in node.names)
    return False


def test_every_benchmark_is_listed():
    """(the list below is read from the folder: a new script is checked without anyone adding it)"""
    assert len(SCRIPTS) >= 10 and "benchmarks/bench_startup.py" in SCRIPTS


@pytest.mark.parametrize("script", SCRIPTS)
def test_the_script_uses_fresh_folders_and_prints_the_header(script):
    with open(os.path.join(TESTS, script), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    prepares = benchenv_calls(tree, "prepare") + benchenv_calls(tree, "child_env")
    assert prepares, f"{script} never calls benchenv.prepare() (or benchenv.child_env() for its children)"
    assert benchenv_calls(tree, "header"), f"{script} never prints benchenv.header()"
    top_prepare = [node.lineno for node in tree.body if isinstance(node, ast.Expr) and node.value in prepares]
    first_app = [node.lineno for node in tree.body if app_import(node)]
    if first_app:
        assert top_prepare and top_prepare[0] < first_app[0], \
            f"{script} imports the app (line {first_app[0]}) before its top-level benchenv.prepare()"


def load_benchenv():
    spec = importlib.util.spec_from_file_location("benchenv_under_test", os.path.join(BENCHMARKS, "benchenv.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FOLDERS = ("HEXCADE_CONFIG_DIR", "HEXCADE_SAVE_DIR", "HEXCADE_LOG_DIR")


def test_prepare_replaces_the_folders_the_environment_named(tmp_path, monkeypatch):
    benchenv = load_benchenv()
    given = {}
    for name in FOLDERS:
        given[name] = str(tmp_path / name)
        os.mkdir(given[name])
        monkeypatch.setenv(name, given[name])
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setenv("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    monkeypatch.setattr(sys, "path", list(sys.path))
    made = benchenv.prepare()
    assert set(made) == set(FOLDERS)
    for name in FOLDERS:
        assert os.environ[name] == made[name] != given[name]
        assert os.path.isdir(made[name]) and os.listdir(made[name]) == []
        assert os.listdir(given[name]) == []
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"      # (no display asked for)
    child = benchenv.child_env()
    assert all(child[name] not in (given[name], made[name]) for name in FOLDERS)
    assert all(os.environ[name] == made[name] for name in FOLDERS)      # (the parent's stay its own)
    line = benchenv.header((1920, 1080))
    assert line.startswith("window 1920x1080, driver ") and "load average" in line
    for name in FOLDERS:          # (the folders it made, removed: they are empty)
        os.rmdir(made[name])
        os.rmdir(child[name])
