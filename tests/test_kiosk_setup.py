"""--install-kiosk and --uninstall-kiosk (issue 26, ui/storage/kiosk_setup.py) in a temporary home: install writes
exactly its files (the autostart entry, the user service, the manifest), uninstall removes exactly those and
nothing beside them, twice is once, systemctl is asked through an injected runner (never the real one), other
systems are refused; and a crash is written to the log folder (ui/storage/crashlog.py)."""
import os
import re
import shlex
import subprocess
import sys

import pytest

import main
from ui.storage import crashlog, folders
from ui.storage import kiosk_setup as setup

START = ["/usr/bin/python3", "/opt/hexcade/main.py", "--kiosk"]


class Runner:
    """systemctl as the tests see it: every call kept; `failing` words answer code 1."""

    def __init__(self, failing=()):
        self.calls = []
        self.failing = failing

    def __call__(self, argv):
        self.calls.append(list(argv))
        return (1, "Failed to connect to bus") if any(w in argv for w in self.failing) else (0, "")


def tools(*present):
    return lambda name: f"/usr/bin/{name}" if name in present else None


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A home of its own, with XDG folders elsewhere than their defaults (so that they are seen to be used)."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    for variable in ("HEXCADE_SAVE_DIR", "HEXCADE_LOG_DIR"):
        monkeypatch.delenv(variable, raising=False)
    return tmp_path


def every_file(root):
    return sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)


def test_install_writes_the_autostart_entry_the_service_and_the_manifest_in_the_xdg_folders(home):
    runner = Runner()
    report = setup.install(START, system="linux", which=tools("systemctl", "xset"), run=runner, pi=False)
    assert report.code == 0 and not report.problems
    assert every_file(home) == ["config/autostart/hexcade-kiosk.desktop", "config/systemd/user/hexcade-kiosk.service",
                                "data/hexcade/kiosk-install.json"]
    unit = (home / "config/systemd/user/hexcade-kiosk.service").read_text()
    assert "ExecStart=/usr/bin/python3 /opt/hexcade/main.py --kiosk\n" in unit
    assert "Restart=on-failure\n" in unit and re.search(r"^RestartSec=[1-5]$", unit, re.M)
    assert "StandardError=journal" in unit and "WantedBy=graphical-session.target" in unit
    assert re.search(r"^PassEnvironment=.*\bDISPLAY\b.*\bWAYLAND_DISPLAY\b", unit, re.M)
    entry = (home / "config/autostart/hexcade-kiosk.desktop").read_text()
    command = desktop_command(entry)
    assert command[:2] == ["sh", "-c"]
    steps = command[2]
    # blanking off, the session's display handed to systemd, then the service (or the app itself if that fails)
    assert steps.index("/usr/bin/xset s off -dpms s noblank") < steps.index("import-environment DISPLAY") \
        < steps.index("systemctl --user start hexcade-kiosk.service ||")
    assert "until /usr/bin/python3 /opt/hexcade/main.py --kiosk; do [ $? -eq 2 ] && break; sleep 3; done" in steps
    assert "RestartPreventExitStatus=2\n" in unit
    assert runner.calls == [["systemctl", "--user", "daemon-reload"],
                            ["systemctl", "--user", "enable", "hexcade-kiosk.service"]]
    assert any("raspi-config" not in line and "gsettings" in line for line in report.yours)
    assert str(home / "state" / "hexcade" / "log") in report.text()     # where the crash logs are


def desktop_command(entry: str) -> list[str]:
    """The Exec line read back as a desktop reads it: the string escapes, %%, then the quoting rule."""
    value = next(line[5:] for line in entry.splitlines() if line.startswith("Exec="))
    value = value.replace("\\\\", "\\").replace("%%", "%")
    args, quoted, escaped = [""], False, False
    for char in value:
        if escaped:
            args[-1], escaped = args[-1] + char, False
        elif quoted and char == "\\":
            escaped = True
        elif char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            args.append("")
        else:
            args[-1] += char
    return args


def test_install_twice_is_install_once_and_uninstall_removes_exactly_its_files(home):
    runner = Runner()
    setup.install(START, system="linux", which=tools("systemctl"), run=runner, pi=True)
    before = {path: (home / path).read_bytes() for path in every_file(home)}
    again = setup.install(START, system="linux", which=tools("systemctl"), run=runner, pi=True)
    assert {path: (home / path).read_bytes() for path in every_file(home)} == before
    assert sum("already in place" in line for line in again.done) == 2
    # the organiser's own files beside ours stay
    for folder in ("config/autostart", "config/systemd/user", "data/hexcade"):
        (home / folder / "mine.txt").write_text("not Hexcade's")
    runner.calls.clear()
    report = setup.uninstall(system="linux", which=tools("systemctl"), run=runner)
    assert report.code == 0 and not report.problems
    assert every_file(home) == ["config/autostart/mine.txt", "config/systemd/user/mine.txt", "data/hexcade/mine.txt"]
    assert sum(line.startswith("removed ") for line in report.done) == 3
    assert runner.calls == [["systemctl", "--user", "disable", "--now", "hexcade-kiosk.service"],
                            ["systemctl", "--user", "daemon-reload"]]
    nothing = setup.uninstall(system="linux", which=tools("systemctl"), run=runner)
    assert nothing.code == 0 and "nothing to remove" in nothing.text()


def test_a_file_changed_since_install_is_kept_by_uninstall_and_by_install(home):
    setup.install(START, system="linux", which=tools("systemctl"), run=Runner(), pi=False)
    unit = home / "config/systemd/user/hexcade-kiosk.service"
    unit.write_text(unit.read_text() + "Environment=SDL_VIDEO_MINIMIZE_ON_FOCUS_LOSS=0\n")
    changed = unit.read_text()
    runner = Runner()
    report = setup.uninstall(system="linux", which=tools("systemctl"), run=runner)
    assert unit.read_text() == changed and "kept " + str(unit) in report.text()
    assert every_file(home) == ["config/systemd/user/hexcade-kiosk.service"]
    assert runner.calls == []           # the organiser's service, as they left it: not disabled either
    # installing over it keeps it too (and it is not Hexcade's to remove any more)
    again = setup.install(START, system="linux", which=tools("systemctl"), run=Runner(), pi=False)
    assert unit.read_text() == changed and "kept " + str(unit) in again.text()
    setup.uninstall(system="linux", which=tools("systemctl"), run=Runner())
    assert unit.read_text() == changed
    assert every_file(home) == ["config/systemd/user/hexcade-kiosk.service"]


def test_install_over_an_older_install_of_its_own_rewrites_it(home):
    setup.install(START, system="linux", which=tools("systemctl"), run=Runner(), pi=False)
    newer = START[:-1] + ["--kiosk", "--lang", "fi"]
    report = setup.install(newer, system="linux", which=tools("systemctl"), run=Runner(), pi=False)
    assert not report.problems
    assert "--kiosk --lang fi\n" in (home / "config/systemd/user/hexcade-kiosk.service").read_text()
    setup.uninstall(system="linux", which=tools("systemctl"), run=Runner())
    assert every_file(home) == []


def test_without_systemctl_the_autostart_entry_runs_the_app_itself_and_restarts_it(home):
    runner = Runner()
    report = setup.install(START, system="linux", which=tools(), run=runner, pi=False)
    assert every_file(home) == ["config/autostart/hexcade-kiosk.desktop", "data/hexcade/kiosk-install.json"]
    assert runner.calls == []
    command = desktop_command((home / "config/autostart/hexcade-kiosk.desktop").read_text())
    assert command == ["sh", "-c", "until /usr/bin/python3 /opt/hexcade/main.py --kiosk; do [ $? -eq 2 ] && break; "
                                   "sleep 3; done"]
    assert "xset was not found" in report.text()


def test_a_failing_systemctl_is_reported_and_not_fatal(home):
    runner = Runner(failing=("daemon-reload",))
    report = setup.install(START, system="linux", which=tools("systemctl"), run=runner, pi=False)
    assert report.code == 0 and (home / "config/systemd/user/hexcade-kiosk.service").exists()
    assert runner.calls == [["systemctl", "--user", "daemon-reload"]]
    assert any("daemon-reload failed" in line and "bus" in line for line in report.problems)


def test_other_systems_are_refused_and_nothing_is_written(home):
    for system in ("win32", "darwin"):
        report = setup.install(START, system=system, which=tools("systemctl"), run=Runner(), pi=False)
        assert report.code == 1 and "is for Linux" in report.text() and system in report.text()
        assert setup.uninstall(system=system, which=tools("systemctl"), run=Runner()).code == 1
    assert every_file(home) == []


def test_a_path_with_spaces_quotes_dollars_and_percent_survives_both_files(home):
    start = ["/usr/bin/python3", "/home/pi/my \"games\" 100% $HOME `x` it's/main.py", "--kiosk"]
    setup.install(start, system="linux", which=tools("systemctl", "xset"), run=Runner(), pi=False)
    steps = desktop_command((home / "config/autostart/hexcade-kiosk.desktop").read_text())[2]
    assert f"until {shlex.join(start)};" in steps
    assert subprocess.run(["sh", "-n", "-c", steps]).returncode == 0      # (-n: read, never run)
    unit = (home / "config/systemd/user/hexcade-kiosk.service").read_text()
    assert 'ExecStart=/usr/bin/python3 "/home/pi/my \\"games\\" 100%% $$HOME `x` it\'s/main.py" --kiosk\n' in unit


def test_the_command_line_installs_through_main(home, monkeypatch, capsys):
    """main.py only wires the options: the kiosk runs this main.py with --kiosk and the --lang given; other
    options are refused in one line. (No systemctl on the PATH here, so none runs.)"""
    monkeypatch.setenv("PATH", str(home / "no-tools"))
    assert main.main(["--install-kiosk", "--lang", "de"]) == 0
    unit_less = capsys.readouterr().out
    assert "wrote " in unit_less and "What you do yourself" in unit_less
    steps = desktop_command((home / "config/autostart/hexcade-kiosk.desktop").read_text())[2]
    assert f"{shlex.quote(sys.executable)} {shlex.quote(os.path.abspath(main.__file__))} --kiosk --lang de" in steps
    with pytest.raises(SystemExit) as refused:
        main.main(["--install-kiosk", "--game", "trickle"])
    assert refused.value.code == 2
    assert main.main(["--uninstall-kiosk"]) == 0
    assert every_file(home) == []


def test_a_crash_is_written_with_its_traceback_to_the_log_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("HEXCADE_LOG_DIR", str(tmp_path / "logs"))
    assert folders.log_dir() == str(tmp_path / "logs")
    seen = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: seen.append(info[0]))
    crashlog.catch_crashes()
    try:
        raise ZeroDivisionError("the board had no cells")
    except ZeroDivisionError:
        sys.excepthook(*sys.exc_info())
    assert seen == [ZeroDivisionError]         # Python's own report still follows
    [name] = os.listdir(tmp_path / "logs")
    assert re.fullmatch(r"crash-\d{8}-\d{6}\.log", name)
    text = (tmp_path / "logs" / name).read_text()
    assert "Hexcade crashed at " in text and "Traceback (most recent call last)" in text
    assert "ZeroDivisionError: the board had no cells" in text
    sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)      # Ctrl+C is not a crash
    assert len(os.listdir(tmp_path / "logs")) == 1


def test_crash_logs_never_pile_up(tmp_path):
    import datetime
    for second in range(5):
        crashlog.write(ValueError, ValueError(second), None, str(tmp_path),
                       datetime.datetime(2026, 11, 26, 20, 0, second))
    crashlog.write(ValueError, ValueError("same second"), None, str(tmp_path), datetime.datetime(2026, 11, 26, 20, 0, 4))
    assert len(os.listdir(tmp_path)) == 6
    crashlog.prune(str(tmp_path), keep=2)
    assert sorted(os.listdir(tmp_path)) == ["crash-20261126-200004-2.log", "crash-20261126-200004.log"]


def test_a_crashing_run_exits_non_zero_with_a_log(tmp_path):
    """The real program: a window run that raises ends with exit code 1 (the service starts it again) and leaves
    its log, and the save asked for just before is on disk (the restarted kiosk continues from it). (App.run is
    replaced by one that raises, in a fresh Python.)"""
    probe = ("import sys, main\nfrom ui.app import App\nfrom ui.storage import saves\n"
             "def crash(self):\n"
             f"    saves.WRITER.submit({str(tmp_path / 'last-move.json')!r}, lambda: {{'moves': 7}})\n"
             "    raise RuntimeError('a bug in the frame loop')\n"
             "App.run = crash\nsys.exit(main.main(['--size', '640x480']))\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", HEXCADE_LOG_DIR=str(tmp_path / "logs"),
               HEXCADE_CONFIG_DIR=str(tmp_path / "config"), HEXCADE_SAVE_DIR=str(tmp_path / "saves"))
    result = subprocess.run([sys.executable, "-c", probe], cwd=os.path.dirname(os.path.abspath(main.__file__)),
                            env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert "RuntimeError: a bug in the frame loop" in result.stderr and "written to" in result.stderr
    [name] = os.listdir(tmp_path / "logs")
    assert "RuntimeError: a bug in the frame loop" in (tmp_path / "logs" / name).read_text()
    assert (tmp_path / "last-move.json").read_text() == '{"moves": 7}'     # the save asked for before the crash
