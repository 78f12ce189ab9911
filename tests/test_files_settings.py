"""Issue 10: settings.ini and recent.json are advisory. Anything unreadable in them is ignored and reset
with a one-line notice, never fatal; what is read and kept is capped."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from dawnofempires_gui.engine import registry
from dawnofempires_gui.paths import data_dir
from dawnofempires_gui.ui import recent_saves, saves
from tests.test_files_autosaves import dice

pytestmark = pytest.mark.gui


def write_ini(text: str) -> Path:
    path = data_dir() / "settings.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def recent_file() -> Path:
    path = data_dir() / "recent.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(autouse=True)
def fresh_notices():
    saves.take_notices()
    saves._told.clear()
    yield
    saves.take_notices()


# --- settings.ini -------------------------------------------------------------------------------------
@pytest.mark.parametrize("ini", [
    "[window]\nsecretdice\\state=hello\n",
    "[window]\nsecretdice\\geometry=a, b\n",
    "[window]\nsecretdice\\geometry=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18)\nsecretdice\\state=12\n",
    "[window]\nsecretdice\\geometry=@ByteArray(garbage)\nsecretdice\\state=@ByteArray()\n",
])
def test_a_bad_window_layout_in_settings_never_stops_a_game_window(qtbot, ini, capsys):
    from dawnofempires_gui.ui.table import Table

    write_ini(ini)
    window = Table().start(dice())
    qtbot.addWidget(window)
    assert window.isVisible()
    window.close()
    err = capsys.readouterr().err
    assert all(line.startswith("dawnofempires: note: ") for line in err.splitlines() if "settings" in line)


@pytest.mark.parametrize("seats", ["5", "[1, 2]", "[{\"name\": 5}]", "{\"a\": 1}", "[[\"Ana\"]]", "not json", "null",
                                   json.dumps([{"name": "Ana", "computer": "yes"}]),
                                   json.dumps([{"name": "A"}] * 40)])
def test_a_wrong_shaped_seat_list_in_settings_gives_the_default_seats(qtbot, seats):
    from dawnofempires_gui.ui.newgame import NewGameDialog
    from dawnofempires_gui.ui.settings import settings

    store = settings()
    store.setValue("seats/secretdice", seats)
    store.sync()
    dialog = NewGameDialog(registry.get("secretdice"))
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 2
    assert saves.take_notices() and settings().value("seats/secretdice") is None, "the bad value is reset"


def test_good_seats_in_settings_are_kept_and_cleaned(qtbot):
    from dawnofempires_gui.ui.settings import settings

    store = settings()
    store.setValue("seats/secretdice", json.dumps([{"name": "\x1bAna" + "a" * 60, "colour": "#E69F00", "computer": False},
                                                   {"name": "Ben", "colour": "", "computer": True, "level": "normal"}]))
    seats = json.loads(settings().value("seats/secretdice"))
    assert seats[0]["name"] == "Ana" + "a" * 37 and seats[1] == {"name": "Ben", "colour": "", "computer": True, "level": "normal"}


def test_a_huge_settings_file_is_not_read_but_reset(qtbot):
    from dawnofempires_gui.ui.settings import MAX_SETTINGS_BYTES, settings

    path = write_ini("[window]\n" + "".join(f"k{i}=" + "v" * 200 + "\n" for i in range(25000)))
    assert path.stat().st_size > 4 * 1024 * 1024 > MAX_SETTINGS_BYTES
    started = time.perf_counter()
    store = settings()
    assert store.value("window/k1") is None
    assert time.perf_counter() - started < 1.0
    assert not path.exists() or path.stat().st_size < MAX_SETTINGS_BYTES
    notes = saves.take_notices()
    assert len(notes) == 1 and "too large" in notes[0] and "\n" not in notes[0]


def test_a_settings_file_that_is_not_a_file_is_ignored(qtbot):
    from dawnofempires_gui.ui.settings import settings

    (data_dir() / "settings.ini").mkdir(parents=True)
    store = settings()
    store.setValue("window/x/geometry", b"abc")
    assert saves.take_notices()


# --- recent.json -----------------------------------------------------------------------------------------
ODD_RECENT = {
    "null": "null", "number": "5", "true": "true", "object": '{"a": 1}', "nested": "[" * 100000 + "]" * 100000,
    "damaged": '["/a', "strings-and-junk": json.dumps(["/ok/a.json", 5, None, ["x"], "relative.json", "/a\x00b"]),
    "binary": "\udcff\udcfe",
}


def test_a_recent_entry_with_an_impossible_name_is_skipped(qtbot):
    from dawnofempires_gui.ui.launcher import LauncherWindow

    recent_file().write_text(json.dumps(["/" + "n" * 300 + "/game.json", "/tmp/" + "n" * 300 + ".json"]))
    launcher = LauncherWindow()
    qtbot.addWidget(launcher)
    assert launcher.recent.count() == 0


@pytest.mark.parametrize("case", sorted(ODD_RECENT))
def test_an_odd_recent_list_never_stops_the_launcher(qtbot, case):
    from dawnofempires_gui.ui.launcher import LauncherWindow

    path = recent_file()
    path.write_bytes(ODD_RECENT[case].encode("utf-8", "surrogateescape"))
    launcher = LauncherWindow()
    qtbot.addWidget(launcher)
    assert launcher.recent.count() == 0
    shown = launcher.statusBar().currentMessage()
    assert "recent games" in shown and "\n" not in shown, "a one-line notice"
    kept = ["/ok/a.json"] if case == "strings-and-junk" else []
    assert recent_saves.recent_saves() == [Path(k) for k in kept] and json.loads(path.read_text()) == kept, "reset to what is good"


def test_a_recent_entry_in_a_folder_that_became_unreadable_is_skipped(qtbot, tmp_path, monkeypatch):
    from dawnofempires_gui.ui.launcher import LauncherWindow

    good = tmp_path / "good.json"
    good.write_text("{}")
    hidden = tmp_path / "locked" / "game.json"
    recent_file().write_text(json.dumps([str(hidden), str(good)]))
    real_stat = os.stat

    def stat(path, *args, **kwargs):
        if str(path).startswith(str(tmp_path / "locked")):
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    launcher = LauncherWindow()
    qtbot.addWidget(launcher)
    assert launcher.recent.count() == 1 and "good.json" in launcher.recent.item(0).text()


def test_a_huge_recent_list_is_capped_fast(qtbot, tmp_path):
    from dawnofempires_gui.ui.launcher import LauncherWindow

    entries = [str(tmp_path / f"g{i}.json") for i in range(100_000)]
    for name in entries[:30]:
        Path(name).write_text("{}")
    recent_file().write_text(json.dumps(entries))
    started = time.perf_counter()
    launcher = LauncherWindow()
    qtbot.addWidget(launcher)
    assert time.perf_counter() - started < 3
    assert launcher.recent.count() == 0 and "recent games" in launcher.statusBar().currentMessage()  # far too long: reset
    assert recent_saves.recent_saves() == []
    for name in entries[:30]:
        recent_saves.remember_save(Path(name))
    kept = recent_saves.recent_saves()
    assert len(kept) == recent_saves.RECENT_LIMIT == 20 and kept[0] == Path(entries[29])
    assert len(json.loads(recent_file().read_text())) == 20


def test_a_recent_list_longer_than_the_cap_is_cut_with_a_notice(tmp_path):
    entries = [str(tmp_path / f"g{i}.json") for i in range(25)]
    recent_file().write_text(json.dumps(entries))
    assert recent_saves.recent_saves() == [Path(e) for e in entries[:20]]
    assert len(json.loads(recent_file().read_text())) == 20 and len(saves.take_notices()) == 1


def test_remember_save_never_fails(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("DAWNOFEMPIRES_HOME", str(blocker))
    recent_saves.remember_save(tmp_path / "a.json")
    recent_saves.remember_save(Path("relative.json"))
    recent_saves.remember_save(tmp_path / ("n" * 5000))
    assert recent_saves.recent_saves() == []


def test_the_longest_recent_list_written_is_read_back_without_a_notice(tmp_path):
    names = [Path("/" + "é" * 200 + "/" + f"{i:03d}" + "ø" * 3800) for i in range(25)]
    for name in names:
        recent_saves.remember_save(name)
    assert recent_saves.recent_saves() == names[::-1][:20]
    assert saves.take_notices() == []
