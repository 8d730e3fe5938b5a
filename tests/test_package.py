"""pyproject.toml (`pip install .` then `hexcade`) stays in step with the code: the same runtime pins as the
requirements, and every data file the program reads is installed with it. (The whole proof, a fresh virtual
environment, `pip install .` and `hexcade --game tumbleweed --moves 5 --screenshot x.png` run from another folder,
needs the network and a minute, so it is done by hand rather than in the suite.)"""
import fnmatch
import os
import re
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tomllib = pytest.importorskip("tomllib") if sys.version_info >= (3, 11) else pytest.importorskip("tomli")


def project():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)


def test_the_runtime_pins_are_the_requirements():
    """Whatever files the requirements are split into: the pins that are not test tools are the dependencies."""
    pins = set()
    for name in os.listdir(ROOT):
        if name.startswith("requirements") and name.endswith(".txt"):
            with open(os.path.join(ROOT, name), encoding="utf-8") as f:
                pins |= {line.strip() for line in f if re.match(r"[A-Za-z0-9_.-]+==", line.strip())}
    data = project()["project"]
    tests = set(data["optional-dependencies"]["test"])
    assert tests <= pins and set(data["dependencies"]) == pins - tests


def test_the_command_and_the_code_are_installed():
    data = project()
    assert data["project"]["scripts"]["hexcade"] == "main:main"
    assert "main" in data["tool"]["setuptools"]["py-modules"]
    found = data["tool"]["setuptools"]["packages"]["find"]["include"]
    for package in ("engine", "ui", "games", "assets"):
        assert f"{package}*" in found


def test_every_data_file_is_package_data():
    patterns = project()["tool"]["setuptools"]["package-data"]["*"]
    for top in ("engine", "ui", "games", "assets"):
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in files:
                if not name.endswith((".py", ".pyc")):
                    where = os.path.relpath(os.path.join(folder, name), ROOT)
                    assert any(fnmatch.fnmatch(name, p) for p in patterns), \
                        f"{where} would not be installed: add its kind to package-data"
