"""A benchmark script (tests/benchmarks/<name>.py) read as a module for the tests, with a stand-in for benchenv:
its prepare() would move this process's settings folders, and its header() reads the machine."""
import importlib.util
import os
import sys
import types

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "benchmarks")


def load(name: str):
    stand_in = types.ModuleType("benchenv")
    stand_in.prepare = lambda *args, **kwargs: {}
    stand_in.header = lambda *args: "header"
    saved = sys.modules.get("benchenv")
    sys.modules["benchenv"] = stand_in
    try:
        spec = importlib.util.spec_from_file_location(f"{name}_under_test", os.path.join(FOLDER, f"{name}.py"))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        if saved is None:
            del sys.modules["benchenv"]
        else:
            sys.modules["benchenv"] = saved
    return module
