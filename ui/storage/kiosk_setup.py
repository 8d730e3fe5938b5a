"""--install-kiosk and --uninstall-kiosk (issue 26): the files in the user's home that make a Linux desktop start
Hexcade in kiosk mode at login and start it again after a crash, and taking exactly those away again.

Install writes, never needing root (docs/KIOSK.md says it for the organiser):
- an XDG autostart entry, $XDG_CONFIG_HOME/autostart/hexcade-kiosk.desktop, which every desktop runs at login
  (LXDE, labwc and wayfire on Raspberry Pi OS, GNOME, KDE, Xfce): it turns X11's screen blanking off (xset,
  where it is installed), hands the session's display to the systemd user manager and starts the service;
  without systemd it runs Hexcade itself, again 3 s after a crash;
- where systemctl exists, a systemd user unit, $XDG_CONFIG_HOME/systemd/user/hexcade-kiosk.service, that runs
  `<this python> <main.py> --kiosk`, restarts it after a crash (Restart=on-failure: staff's Quit ends it with
  code 0 and it stays closed) and sends its output to the journal; enabled for graphical-session.target, so
  desktops that have that target start it even before the autostart entry does.
- a manifest, kiosk-install.json in the data folder: each file written and the SHA-256 of what was written.
  Uninstall removes a listed file only while it still holds what install wrote: a file the organiser changed
  since is theirs, and stays (the report says so); so does every other file in those folders. Install again
  over its own files rewrites them (so twice is the same as once) but keeps a changed one the same way.

What cannot be done without root or without knowing the desktop (blanking under Wayland, logging in
automatically) is printed as the organiser's part. Everything is computed from the environment when called
(HOME, XDG_CONFIG_HOME, the data folder), and the machine's tools are arguments (`which`, `run`), so the tests
install into a temporary home and never run the real systemctl.
"""
from __future__ import annotations

import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field

from ui.storage import files, folders

SERVICE = "hexcade-kiosk.service"
AUTOSTART = "hexcade-kiosk.desktop"
OURS = (SERVICE, AUTOSTART)         # the only names uninstall ever removes, whatever its manifest says
MANIFEST = "kiosk-install.json"
NO_BLANKING = ("s", "off", "-dpms", "s", "noblank")     # xset's arguments: no screen saver, no power saving
# What a graphical program needs from the session; a systemd user service does not have it unless imported.
SESSION = ("DISPLAY", "WAYLAND_DISPLAY", "XAUTHORITY", "XDG_SESSION_TYPE", "XDG_CURRENT_DESKTOP")
RESTART_SECONDS = 3
BAD_OPTIONS = 2                     # main.py's exit code for a command line it refuses: not worth a restart
MOST = 1 << 16                      # our files are a few hundred bytes: a larger one is not ours
NOT_LINUX = ("the kiosk set-up is for Linux (Raspberry Pi OS or a Linux PC with a desktop): nothing was written "
             "on this system ({system})")


@dataclass
class Report:
    """What install or uninstall did (done), what went wrong or was left alone (problems), what the organiser
    still has to do (yours), and the exit code."""
    done: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    yours: list[str] = field(default_factory=list)
    code: int = 0

    def text(self) -> str:
        parts = [*self.done, *(("hexcade: " if self.code else "Note: ") + line for line in self.problems)]
        if self.yours:
            parts += ["", "What you do yourself:", *("- " + line for line in self.yours)]
        return "\n".join(parts)


# -- where --------------------------------------------------------------------------------------------------------
def xdg_dir(variable: str, *default: str) -> str:
    """An XDG base folder: the variable when it is an absolute path (the spec says to ignore a relative one)."""
    value = os.environ.get(variable, "")
    return value if os.path.isabs(value) else os.path.join(os.path.expanduser("~"), *default)


def autostart_path() -> str:
    return os.path.join(xdg_dir("XDG_CONFIG_HOME", ".config"), "autostart", AUTOSTART)


def unit_path() -> str:
    return os.path.join(xdg_dir("XDG_CONFIG_HOME", ".config"), "systemd", "user", SERVICE)


def manifest_path() -> str:
    return os.path.join(folders.data_dir(), MANIFEST)


# -- the files' words ------------------------------------------------------------------------------------------------
def desktop_exec(argv) -> str:
    """A desktop entry's Exec value (the Desktop Entry Specification): an argument with a reserved character in
    double quotes (", `, $ and \\ escaped inside), then the string escapes (\\ doubled) and % doubled."""
    out = []
    for arg in argv:
        if arg and not re.search(r"""[\s"'\\><~|&;$*?#()`]""", arg):
            out.append(arg)
        else:
            out.append('"' + re.sub(r'(["`$\\])', r"\\\1", arg) + '"')
    return " ".join(out).replace("\\", "\\\\").replace("\n", "\\n").replace("%", "%%")


def systemd_exec(argv) -> str:
    """A unit's command line (systemd.service's quoting): an argument that is not plain in double quotes with C
    escapes, and % and $ doubled (systemd's specifiers and variables)."""
    out = []
    for arg in argv:
        if re.fullmatch(r"[\w/.,:+=@-]+", arg):
            out.append(arg)
        else:
            out.append('"' + arg.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')
    return " ".join(out).replace("%", "%%").replace("$", "$$")


def again_after_crash(start) -> str:
    """Shell words that run the kiosk until it ends well (staff's Quit), RESTART_SECONDS after each crash; not
    after exit code 2, a command line Hexcade refuses (trying it again would fail again)."""
    return f"until {shlex.join(start)}; do [ $? -eq {BAD_OPTIONS} ] && break; sleep {RESTART_SECONDS}; done"


def autostart_text(start, systemd: bool, xset: str | None) -> str:
    steps = [f"{shlex.join([xset, *NO_BLANKING])} 2>/dev/null"] if xset else []
    if systemd:
        steps += [f"systemctl --user import-environment {' '.join(SESSION)} 2>/dev/null",
                  f"systemctl --user start {SERVICE} || {again_after_crash(start)}"]
    else:
        steps.append(again_after_crash(start))
    return "\n".join([
        "[Desktop Entry]",
        "# Written by hexcade --install-kiosk (docs/KIOSK.md); hexcade --uninstall-kiosk removes it.",
        "Type=Application",
        "Name=Hexcade kiosk",
        "Comment=Starts Hexcade in kiosk mode when the desktop starts",
        "Exec=" + desktop_exec(["sh", "-c", "; ".join(steps)]),
        "Terminal=false",
        "NoDisplay=true",
        "X-GNOME-Autostart-enabled=true",
        ""])


def unit_text(start) -> str:
    return "\n".join([
        "# Written by hexcade --install-kiosk (docs/KIOSK.md); hexcade --uninstall-kiosk removes it.",
        "[Unit]",
        "Description=Hexcade kiosk: five board games, fullscreen",
        "PartOf=graphical-session.target",
        "After=graphical-session.target",
        "",
        "[Service]",
        "Type=simple",
        "ExecStart=" + systemd_exec(start),
        "# A crash (any exit but 0, or a signal) starts it again; staff's Quit exits with 0 and it stays closed.",
        "Restart=on-failure",
        f"RestartSec={RESTART_SECONDS}",
        "# Exit code 2 is a command line Hexcade refuses: starting it again would fail again.",
        f"RestartPreventExitStatus={BAD_OPTIONS}",
        "# The display comes from the desktop session: the autostart entry runs",
        "# `systemctl --user import-environment` first, and these pass it on.",
        "PassEnvironment=" + " ".join(SESSION),
        "Environment=PYTHONUNBUFFERED=1",
        "StandardOutput=journal",
        "StandardError=journal",
        "",
        "[Install]",
        "WantedBy=graphical-session.target",
        ""])


# -- the machine -------------------------------------------------------------------------------------------------------
def run_command(argv) -> tuple[int, str]:
    """Run a tool (systemctl): its exit code and what it said; one that cannot start is code 127."""
    try:
        done = subprocess.run(list(argv), capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as exc:
        return 127, str(exc)
    return done.returncode, (done.stderr or done.stdout).strip()


def on_a_raspberry_pi() -> bool:
    try:
        with open("/proc/device-tree/model", encoding="utf-8", errors="replace") as f:
            return "Raspberry Pi" in f.read(200)
    except OSError:
        return shutil.which("raspi-config") is not None


def systemctl(run, report: Report, *words: str) -> bool:
    """`systemctl --user WORDS`: said in the report; a failure is a problem the report names, never fatal."""
    code, said = run(["systemctl", "--user", *words])
    if code == 0:
        report.done.append(f"ran systemctl --user {' '.join(words)}")
        return True
    report.problems.append(f"systemctl --user {' '.join(words)} failed (code {code}): {said[:300] or 'no reason given'}")
    return False


# -- what we wrote ---------------------------------------------------------------------------------------------------
def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def current(path: str) -> bytes | None:
    """The file's bytes; None when it is not there; b"" marks one that cannot be ours (too big, not a file)."""
    try:
        return files.read_bytes(path, MOST)
    except FileNotFoundError:
        return None
    except files.Unreadable:
        return b""


def read_manifest() -> dict[str, str] | None:
    """{path: SHA-256 of what install wrote}, or None when there is no manifest (or it is not one of ours)."""
    try:
        data = files.read_json(manifest_path(), MOST)
    except (FileNotFoundError, files.Unreadable):
        return None
    listed = data.get("files") if isinstance(data, dict) else None
    if not isinstance(listed, dict):
        return None
    return {path: sha for path, sha in listed.items() if isinstance(sha, str) and os.path.basename(path) in OURS}


def refused(system: str) -> Report | None:
    if system.startswith("linux"):
        return None
    return Report(problems=[NOT_LINUX.format(system=system)], code=1)


# -- install and uninstall -------------------------------------------------------------------------------------------
def install(start, system: str = sys.platform, which=shutil.which, run=run_command, pi: bool | None = None) -> Report:
    """Write the kiosk's files for running `start` (a command line ending in --kiosk); the report."""
    report = refused(system)
    if report is not None:
        return report
    report = Report()
    has_systemd = which("systemctl") is not None
    xset = which("xset")
    wanted = {autostart_path(): autostart_text(start, has_systemd, xset)}
    if has_systemd:
        wanted[unit_path()] = unit_text(start)
    recorded = read_manifest() or {}
    kept = []
    try:
        for path, text in wanted.items():
            now, data = current(path), text.encode("utf-8")
            if now == data:
                report.done.append(f"already in place: {path}")
            elif now is not None and recorded.get(path) != digest(now):
                kept.append(path)
                report.problems.append(f"kept {path}: it is not what Hexcade last wrote there (changed since, or "
                                       "someone else's); remove it and install again to have Hexcade's")
                continue
            else:
                files.write_atomically(path, text)
                report.done.append(f"wrote {path}")
            recorded[path] = digest(data)
        for path in kept:
            recorded.pop(path, None)     # (a file changed since is the organiser's now: uninstall leaves it)
        files.write_atomically(manifest_path(), {"written_by": "hexcade --install-kiosk", "files": recorded})
        report.done.append(f"listed them in {manifest_path()} (for --uninstall-kiosk)")
    except OSError as exc:
        report.problems.append(f"could not write {getattr(exc, 'filename', None) or 'a file'}: "
                               f"{exc.strerror or exc}")
        report.code = 1
        return report
    if has_systemd and unit_path() in recorded:
        if not (systemctl(run, report, "daemon-reload") and systemctl(run, report, "enable", SERVICE)):
            report.problems.append("the kiosk starts all the same: at login the autostart entry starts the service "
                                   "(systemd reads it then)")
        report.done.append("at login the desktop starts the service, which starts Hexcade again "
                           f"{RESTART_SECONDS} s after a crash (journalctl --user -u {SERVICE} shows its output)")
    elif not has_systemd:
        report.done.append(f"no systemctl here: the autostart entry runs Hexcade itself, again {RESTART_SECONDS} s "
                           "after a crash")
    report.done.append(f"crash logs go to {folders.log_dir()}")
    report.yours = organisers_part(xset, on_a_raspberry_pi() if pi is None else pi)
    return report


def organisers_part(xset: str | None, pi: bool) -> list[str]:
    """What install cannot do without root or without knowing the desktop."""
    if xset:
        blanking = ["Screen blanking in an X11 session: turned off at every login (xset s off -dpms s noblank)."]
    else:
        blanking = ["Screen blanking in an X11 session: xset was not found (package x11-xserver-utils); install it "
                    "and run --install-kiosk again, or turn blanking off in the desktop's settings."]
    if pi:
        blanking.append("Raspberry Pi OS (Wayland: labwc or wayfire) blanks the screen by its own setting: run "
                        "`sudo raspi-config nonint do_blanking 1` once, then reboot.")
        login = "Log in to the desktop automatically at power-on: `sudo raspi-config nonint do_boot_behaviour B4`."
    else:
        blanking.append("A Wayland desktop blanks the screen by its own setting: turn it off there (GNOME: "
                        "`gsettings set org.gnome.desktop.session idle-delay 0`; KDE: System Settings, Power "
                        "Management).")
        login = "Log in to the desktop automatically at power-on: the display manager's automatic login setting."
    return [login, *blanking,
            "A screen mounted on its side or upside down, and its touch input: see docs/KIOSK.md.",
            "Staff leave kiosk mode by holding a finger on a corner of the screen for 3 seconds, then Quit."]


def uninstall(system: str = sys.platform, which=shutil.which, run=run_command) -> Report:
    """Remove exactly the files install wrote and that still hold what it wrote; the report."""
    report = refused(system)
    if report is not None:
        return report
    report = Report()
    recorded = read_manifest()
    if recorded is None:
        report.done.append(f"nothing to remove: no kiosk install is recorded here ({manifest_path()})")
        return report
    states = {path: current(path) for path in recorded}
    ours = {path for path, now in states.items() if now is not None and digest(now) == recorded[path]}
    # The service is stopped and disabled only when its file goes: one changed since is the organiser's, as it is.
    service = any(os.path.basename(path) == SERVICE for path in ours) and which("systemctl") is not None
    if service:
        systemctl(run, report, "disable", "--now", SERVICE)     # (stops a running kiosk too)
    for path, now in states.items():
        if now is None:
            report.done.append(f"already gone: {path}")
        elif path not in ours:
            report.problems.append(f"kept {path}: changed since --install-kiosk wrote it")
        else:
            try:
                os.remove(path)
                report.done.append(f"removed {path}")
            except OSError as exc:
                report.problems.append(f"could not remove {path}: {exc.strerror or exc}")
                report.code = 1
    if report.code == 0:
        files.remove(manifest_path())
        report.done.append(f"removed {manifest_path()}")
    if service:
        systemctl(run, report, "daemon-reload")
    return report
