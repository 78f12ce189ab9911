"""Issue 10: no game is ever lost. One autosave per game in progress, each listed under Resume; opening a
file never touches another game's autosave; a finished game (or one without a move) is not offered, and an
unfinished one is never moved to a finished name; two programs on one data folder never write each other's
games; a read-only or odd data folder never stops a save elsewhere or the end of a game; crash leftovers
are cleaned up."""
from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from dawnofempires_gui.engine import Seat
from dawnofempires_gui.engine import record_reader
from dawnofempires_gui.engine.record import Record
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.engine.storage import FileLock, atomic_write_text, remove_stale_temps
from dawnofempires_gui.paths import data_dir
from dawnofempires_gui.ui import saves

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "saves"
ENV = {**os.environ, "DAWNOFEMPIRES_PLUGINS": "tests.testgame", "QT_QPA_PLATFORM": "offscreen"}


# --- helpers (also used by the other test_files_* modules) ----------------------------------------------
def dice(seed: int = 5, target: int = 3) -> Record:
    return Record("secretdice", [Seat("Ana"), Seat("Ben")], {"target": target, "bonus": True}, seed)


def hands(seed: int = 4) -> Record:
    return Record("hiddenhands", [Seat("Cy"), Seat("Di")], {}, seed)


def play(session: Session, moves: int, finish: bool = False) -> None:
    """`moves` legal moves (the first legal one each time), never the one that ends the game unless
    `finish`."""
    for _ in range(moves):
        state = session.state
        if state.is_over():
            return
        seat = state.to_move()[0]
        options = state.legal_actions(seat)
        for action in options:
            trial = state.clone()
            trial.apply(seat, action)
            if finish or not trial.is_over():
                break
        else:
            return
        session.apply(seat, action)


def play_to_end(session: Session) -> None:
    while not session.state.is_over():
        play(session, 1, finish=True)


def new_session(record: Record, moves: int = 0) -> Session:
    slot = saves.new_slot(record.game)
    session = Session.start(record, slot.path, finished_path=slot.finished, lock=slot.lock)
    play(session, moves)
    return session


@contextlib.contextmanager
def read_only(monkeypatch, folder: Path):
    """`folder` and everything in it cannot be changed: by permissions for a normal user, and for root
    (whom permissions do not stop) by refusing every write below it as a read-only file system does."""
    folder = Path(os.path.abspath(folder))
    if os.geteuid() != 0:
        modes = {p: p.stat().st_mode for p in [folder, *folder.rglob("*")] if p.is_dir()}
        for path in modes:
            path.chmod(0o555)
        try:
            yield
        finally:
            for path, mode in modes.items():
                path.chmod(mode)
        return

    def inside(path) -> bool:
        if isinstance(path, int):
            return False
        try:
            return Path(os.path.abspath(os.fsdecode(path))).is_relative_to(folder)
        except (TypeError, ValueError):
            return False

    def deny(path):
        raise PermissionError(errno.EROFS, "Read-only file system", os.fsdecode(path))

    real = {name: getattr(os, name) for name in ("open", "mkdir", "replace", "rename", "unlink", "remove", "rmdir", "access")}
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

    def fake_open(path, flags, mode=0o777, *args, **kwargs):
        if inside(path) and flags & writing:
            deny(path)
        return real["open"](path, flags, mode, *args, **kwargs)

    def fake_mkdir(path, *args, **kwargs):
        if inside(path):
            if os.path.exists(path):
                raise FileExistsError(errno.EEXIST, "File exists", os.fsdecode(path))
            deny(path)
        return real["mkdir"](path, *args, **kwargs)

    def two(name):
        def fake(src, dst, *args, **kwargs):
            if inside(src) or inside(dst):
                deny(dst)
            return real[name](src, dst, *args, **kwargs)
        return fake

    def one(name):
        def fake(path, *args, **kwargs):
            if inside(path):
                deny(path)
            return real[name](path, *args, **kwargs)
        return fake

    def fake_access(path, mode, *args, **kwargs):
        if inside(path) and mode & os.W_OK:
            return False
        return real["access"](path, mode, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(os, "open", fake_open)
        patch.setattr(os, "mkdir", fake_mkdir)
        patch.setattr(os, "replace", two("replace"))
        patch.setattr(os, "rename", two("rename"))
        for name in ("unlink", "remove", "rmdir"):
            patch.setattr(os, name, one(name))
        patch.setattr(os, "access", fake_access)
        yield


@pytest.fixture
def messages(monkeypatch):
    """Message boxes are recorded instead of shown."""
    seen = []
    for name in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda parent, title, text, *a, _n=name, **k: seen.append((_n, title, text)))
    return seen


def autosave_files() -> list[str]:
    folder = saves.autosaves_dir()
    return sorted(p.name for p in folder.glob("*.json")) if folder.is_dir() else []


# --- one autosave per game ----------------------------------------------------------------------------
def test_each_game_in_progress_has_its_own_autosave_and_is_listed_with_name_players_round_and_date():
    first = new_session(dice(), 4)
    second = new_session(hands(), 3)
    assert first.autosave_path != second.autosave_path and len(autosave_files()) == 2
    first.close()
    second.close()
    offers = saves.resume_offers()
    assert {o.path for o in offers} == {first.autosave_path, second.autosave_path}
    by_game = {o.game: o for o in offers}
    assert by_game["secretdice"].actions == 4 and by_game["secretdice"].progress == f"round {first.state.round}"
    assert by_game["secretdice"].players == "Ana, Ben" and by_game["hiddenhands"].players == "Cy, Di"
    label = by_game["secretdice"].label()
    assert "Secret Dice" in label and "Ana, Ben" in label and f"round {first.state.round}" in label and "4 moves" in label
    assert datetime.now().strftime("%Y") in label
    assert offers[0].path == second.autosave_path, "the most recently played first"


def test_an_age_of_mythology_game_is_listed_at_its_turn_not_at_the_round_of_card_play_within_it():
    record = Record("aom", [Seat("Ana"), Seat("Ben")], {}, 3)
    session = new_session(record)
    while session.state.turn < 3 or session.state.round < 1:  # turn 3: a round of card play under way
        seat = session.state.to_move()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    session.close()
    offer = next(o for o in saves.resume_offers() if o.path == session.autosave_path)
    turn, rnd = session.state.turn, session.state.round
    assert offer.progress == f"turn {turn}" and f"turn {turn}, " in offer.label()
    assert f"round {rnd}" not in offer.label(), "the round of card play is not how far the game has gone"


def test_an_earlier_builds_autosave_is_still_listed_at_its_round(tmp_path):
    session = new_session(dice(), 4)
    session.close()
    raw = json.loads(session.autosave_path.read_text())
    del raw["summary"]["progress"]  # written before the summary said how far the game had gone in words
    session.autosave_path.write_text(json.dumps(raw))
    offer = next(o for o in saves.resume_offers() if o.path == session.autosave_path)
    assert offer.progress == f"round {session.state.round}"


def test_the_resume_list_reads_what_a_game_says_before_its_moves_not_the_moves(monkeypatch):
    session = new_session(dice(), 6)
    session.close()
    read = []
    original = record_reader._entry
    monkeypatch.setattr(record_reader, "_entry", lambda raw, index: read.append(index) or original(raw, index))
    offers = saves.resume_offers()
    assert [o.actions for o in offers] == [6] and read == [], "listed from its summary, no move read"
    assert len(Record.load(session.autosave_path).actions) == 6 and read, "opening it reads every move"


def test_a_game_without_a_move_and_a_finished_game_are_not_offered():
    empty = new_session(dice())
    assert autosave_files() == [] and saves.resume_offers() == []
    done = new_session(dice(7), 0)
    play_to_end(done)
    assert done.state.is_over()
    assert autosave_files() == [] and saves.resume_offers() == []
    assert (saves.finished_dir() / done.autosave_path.name).exists()
    assert Record.load(saves.finished_dir() / done.autosave_path.name).replay().is_over()
    empty.close()
    done.close()


def test_an_unfinished_game_is_never_moved_to_a_finished_name():
    session = new_session(hands(), 0)
    play_to_end(session)
    finished = saves.finished_dir() / session.autosave_path.name
    assert finished.exists() and not session.autosave_path.exists()
    session.undo(session.record.actions[-1][0])  # an undo past the end: unfinished again
    if not session.state.is_over():
        assert session.autosave_path.exists() and not finished.exists()
        assert [o.path for o in saves.resume_offers()] == [session.autosave_path]
    saves.mark_finished()  # what earlier builds' windows call at the end: it must move nothing
    assert session.state.is_over() or session.autosave_path.exists()


def test_opening_a_saved_file_never_touches_a_game_in_progress(qtbot, tmp_path, messages):
    from dawnofempires_gui.ui.table import Table

    table = Table()
    window = table.start(dice(target=30))
    qtbot.addWidget(window)
    play(window.controller.session, 5)
    mine = window.controller.session.autosave_path
    before = mine.read_bytes()
    unfinished = tmp_path / "unfinished.json"
    unfinished.write_bytes((FIXTURES / "secretdice-2p-seed32-unfinished.json").read_bytes())
    finished = tmp_path / "finished.json"
    finished.write_bytes((FIXTURES / "secretdice-3p-seed31-finished.json").read_bytes())

    opened = table.open_file(unfinished)
    qtbot.addWidget(opened)
    assert mine.read_bytes() == before
    assert [o.path for o in saves.resume_offers()] == [mine], "an opened file is offered once it is played on"
    play(opened.controller.session, 1)
    assert len(saves.resume_offers()) == 2 and mine.read_bytes() == before
    assert unfinished.read_bytes() == (FIXTURES / "secretdice-2p-seed32-unfinished.json").read_bytes()

    done = table.open_file(finished)  # a finished game: its end screen shows, nothing moves
    qtbot.addWidget(done)
    qtbot.waitUntil(lambda: getattr(done, "end_dialog", None) is not None)
    assert mine.read_bytes() == before and len(saves.resume_offers()) == 2
    assert not (data_dir() / "last-finished.json").exists()
    assert messages == []


def test_resume_continues_the_chosen_game_and_no_other(qtbot):
    from dawnofempires_gui.ui.table import Table

    first = new_session(dice(), 4)
    second = new_session(hands(), 2)
    digest = first.state.digest()
    first.close()
    second.close()
    table = Table()
    qtbot.addWidget(table.launcher)
    table.launcher.show()
    launcher = table.launcher
    assert launcher.resume_list.count() == 2 and launcher.resume_button.isEnabled()
    row = next(i for i, o in enumerate(launcher.offers) if o.path == first.autosave_path)
    launcher.resume_list.setCurrentRow(row)
    assert "(4 moves)" in launcher.resume_button.text() and "Secret Dice" in launcher.resume_button.text()
    launcher.resume_button.click()
    qtbot.addWidget(table.window)
    assert table.window.controller.state.digest() == digest
    play(table.window.controller.session, 1)
    assert len(Record.load(first.autosave_path).actions) == 5
    assert len(Record.load(second.autosave_path).actions) == 2


# --- two programs on one data folder -------------------------------------------------------------------
HOLDER = """
import sys, time
import tests.testgame
from dawnofempires_gui.ui import saves
from pathlib import Path
slot = saves.claim(Path(sys.argv[1]))
print("holding" if slot is not None and slot.lock.held else "refused", flush=True)
time.sleep(60)
"""

FINISHER = """
import tests.testgame
from tests.test_files_autosaves import new_session, play_to_end, dice
session = new_session(dice(11), 0)
play_to_end(session)
print("finished", session.state.is_over(), flush=True)
"""


def test_a_game_open_in_another_program_is_listed_as_such_and_not_opened_twice(qtbot, user_home, messages):
    from dawnofempires_gui.ui.table import Table

    session = new_session(dice(), 3)
    path = session.autosave_path
    session.close()
    env = {**ENV, "DAWNOFEMPIRES_HOME": str(user_home)}
    other = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "holding"
        assert saves.claim(path) is None
        offers = saves.resume_offers()
        assert len(offers) == 1 and offers[0].in_use and "open in another window" in offers[0].label()
        assert saves.resume_offer() is None
        before = path.read_bytes()
        table = Table()
        qtbot.addWidget(table.launcher)
        assert not table.launcher.resume_button.isEnabled()
        assert table.resume(path) is None and table.window is None
        assert messages and "open in another" in messages[-1][2]
        assert path.read_bytes() == before
    finally:
        other.kill()
        other.wait(10)
    slot = saves.claim(path)  # the other program is gone (killed): the game is free again
    assert slot is not None and slot.lock.held
    slot.lock.release()


def test_a_program_finishing_its_game_never_touches_another_programs_game_in_progress(user_home):
    mine = new_session(hands(), 3)
    before = mine.autosave_path.read_bytes()
    env = {**ENV, "DAWNOFEMPIRES_HOME": str(user_home)}
    for _ in range(3):
        result = subprocess.run([sys.executable, "-c", FINISHER], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert "finished True" in result.stdout, result.stderr
    assert mine.autosave_path.read_bytes() == before
    assert [o.path for o in saves.resume_offers()] == [mine.autosave_path]
    assert len(list(saves.finished_dir().glob("*.json"))) == 3
    mine.close()


def test_new_autosave_names_never_collide():
    names = {saves.new_slot("secretdice").path.name for _ in range(200)}
    assert len(names) == 200


# --- read-only and odd data folders ---------------------------------------------------------------------
def test_the_end_screen_appears_when_the_data_folder_is_read_only(qtbot, monkeypatch, messages):
    from dawnofempires_gui.ui.table import Table

    table = Table()
    window = table.start(Record("hiddenhands", [Seat("Ana"), Seat("Ben")], {}, 5))
    qtbot.addWidget(window)
    session = window.controller.session
    controller = window.controller

    def choose(moves):
        while len(session.record.actions) < moves and not controller.state.is_over():
            if controller.covered:
                controller.ready()
                continue
            controller.choose(controller.legal_for_viewer()[0])

    choose(3)
    autosave = session.autosave_path
    assert autosave.exists()
    with read_only(monkeypatch, data_dir()):
        choose(10**6)
        qtbot.waitUntil(lambda: getattr(window, "end_dialog", None) is not None and window.end_dialog.isVisible())
        assert "could not be written" in session.autosave_error
    assert autosave.exists(), "nothing could be moved: the last autosave stays"


def test_save_as_opens_in_a_folder_that_can_be_written_whatever_the_data_folder(monkeypatch, tmp_path, user_home):
    user_home.mkdir(parents=True, exist_ok=True)
    with read_only(monkeypatch, user_home):
        folder = saves.safe_save_dialog_folder()
        assert folder.is_dir() and os.access(folder, os.W_OK) and not Path(os.path.abspath(folder)).is_relative_to(user_home)
    assert not (user_home / "saves").exists(), "nothing is created in a read-only data folder"

    blocker = tmp_path / "a-file"
    blocker.write_text("the data folder is a file")
    monkeypatch.setenv("DAWNOFEMPIRES_HOME", str(blocker))
    folder = saves.safe_save_dialog_folder()
    assert folder.is_dir() and os.access(folder, os.W_OK)
    assert blocker.read_text() == "the data folder is a file"

    home = tmp_path / "home-ro"
    home.mkdir()
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: home))
    monkeypatch.setattr(saves, "_documents", lambda: home / "Documents")
    with read_only(monkeypatch, home):
        folder = saves.safe_save_dialog_folder()
        assert folder.is_dir() and os.access(folder, os.W_OK)
    assert saves.safe_open_dialog_folder().is_dir()


def test_a_data_folder_that_is_a_file_never_stops_play_or_the_launcher(qtbot, tmp_path, monkeypatch, messages):
    from dawnofempires_gui.ui.table import Table

    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("DAWNOFEMPIRES_HOME", str(blocker))
    table = Table()
    qtbot.addWidget(table.launcher)
    assert table.launcher.resume_list.count() == 0
    window = table.start(dice())
    qtbot.addWidget(window)
    play(window.controller.session, 2)
    assert "could not be written" in window.controller.session.autosave_error
    assert blocker.read_text() == "x"


def test_a_game_too_long_to_save_warns_and_play_goes_on(monkeypatch):
    session = new_session(dice(target=30), 2)
    monkeypatch.setattr(record_reader, "MAX_FILE_BYTES", 10)
    play(session, 1)
    assert "too long to be saved" in session.autosave_error and len(session.record.actions) == 3
    session.close()


# --- leftovers, earlier builds ---------------------------------------------------------------------------
def test_crash_leftovers_are_cleaned_up_and_a_running_programs_are_not(tmp_path):
    folder = saves.autosaves_dir()
    folder.mkdir(parents=True)
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(gone.stdout)
    old_style = data_dir() / ".autosave.json.k3j4h5g6.tmp"
    old_style.write_text("{")
    os.utime(old_style, (time.time() - 600, time.time() - 600))
    of_dead = folder / f".secretdice-1.json.{dead}.abcdefgh.tmp"
    of_dead.write_text("{")
    of_live = folder / f".secretdice-2.json.{os.getpid()}.abcdefgh.tmp"
    of_live.write_text("{")
    lock_left = folder / "secretdice-3.lock"
    lock_left.write_text("")
    saves.resume_offers()
    assert not old_style.exists() and not of_dead.exists() and not lock_left.exists()
    assert of_live.exists(), "a temporary file of a program still running is left alone"
    assert remove_stale_temps(folder, now=time.time() + 7200) == 1


def test_the_earlier_builds_autosave_is_offered_and_resumes(qtbot):
    from dawnofempires_gui.ui.table import Table

    legacy = saves.autosave_path()
    legacy.parent.mkdir(parents=True, exist_ok=True)
    legacy.write_bytes((FIXTURES / "iron-3p-seed14-unfinished.json").read_bytes())
    digest = Record.load(legacy).replay().digest()
    offers = saves.resume_offers()
    assert len(offers) == 1 and offers[0].game == "iron" and offers[0].actions > 0
    assert not legacy.exists() and offers[0].path.parent == saves.autosaves_dir()
    assert Record.load(offers[0].path).replay().digest() == digest
    window = Table().open_file(offers[0].path, resuming=True)
    qtbot.addWidget(window)
    assert window.controller.state.digest() == digest
    assert saves.resume_offers()[0].path == offers[0].path

    legacy.write_bytes((FIXTURES / "iron-2p-seed12-finished.json").read_bytes())
    assert len(saves.resume_offers()) == 1 and not legacy.exists(), "a finished one is filed, not offered"
    legacy.write_text('{"format": "dawnofempires-record", "schema": 1, "seats": [')
    assert len(saves.resume_offers()) == 1 and legacy.read_text().endswith("[")


def test_damaged_autosaves_are_not_offered_and_left_as_they_are():
    folder = saves.autosaves_dir()
    folder.mkdir(parents=True)
    for name, text in (("a.json", "{"), ("b.json", "null"), ("c.json", "\x00" * 100)):
        (folder / name).write_text(text)
    os.mkfifo(folder / "d.json")
    os.mkdir(folder / "e.json")
    assert saves.resume_offers() == []
    assert (folder / "a.json").read_text() == "{"


# --- the window and the table -----------------------------------------------------------------------------
def test_closing_the_game_window_returns_to_the_launcher_and_ctrl_q_quits(qtbot, monkeypatch):
    from PySide6.QtGui import QAction

    from dawnofempires_gui.ui.table import Table

    table = Table()
    qtbot.addWidget(table.launcher)
    window = table.start(dice())
    assert not table.launcher.isVisible()
    play(window.controller.session, 2)
    path = window.controller.session.autosave_path
    window.close()
    qtbot.waitUntil(lambda: table.launcher.isVisible())
    assert table.window is None and table.launcher.resume_list.count() == 1
    assert saves.claim(path) is not None, "the closed game is free to be resumed"

    quits = []
    monkeypatch.setattr(QApplication, "quit", lambda *a: quits.append(True))
    again = table.resume(path)
    quit_action = [a for a in again.findChildren(QAction) if a.shortcut().toString() == "Ctrl+Q"]
    assert len(quit_action) == 1
    quit_action[0].trigger()
    assert quits and not table.launcher.isVisible() and table.window is None


def test_bad_new_game_arguments_in_the_window_say_so(qtbot, messages):
    from dawnofempires_gui.ui.table import Table

    table = Table()
    qtbot.addWidget(table.launcher)
    assert table.start_from_arguments("secretdice", ",".join("abcdefghi"), [], 1) is None
    assert table.start_from_arguments("secretdice", "", ["bogus=1"], 1) is None
    assert table.start_from_arguments("secretdice", "Ana,Ben:computer", ["bonus=no"], 1) is not None
    assert len(messages) == 2 and "not 9" in messages[0][2] and "bogus" in messages[1][2]


def test_clean_seat_name_limits_and_cleans():
    assert saves.clean_seat_name("\x1b[1m" + "x" * 100) == "[1m" + "x" * 37
    assert saves.clean_seat_name("\n\t ", "Player 2") == "Player 2"
    assert saves.SEAT_NAME_LIMIT == 40


def test_a_lock_is_shared_within_one_program_and_dropped_on_release(tmp_path):
    path = tmp_path / "x.lock"
    first = FileLock.acquire(path)
    second = FileLock.acquire(path)
    assert first.held and second.held
    first.release()
    assert path.exists()
    second.release()
    assert not path.exists()
    atomic_write_text(tmp_path / "y.json", "{}")
    assert [p.name for p in tmp_path.iterdir()] == ["y.json"]


def test_the_readme_says_where_games_live_with_several_games_and_two_programs():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Where your games live"):text.index("## Without a window")]
    for words in ("Several unfinished games", "A second program on the same data folder", "open in another window",
                  "never touches", "never moved", "finished/", "reset"):
        assert words in section, words


def test_the_launcher_reads_the_games_in_progress_once_per_showing(qtbot, monkeypatch):
    """Start-up reads every autosave's heading once, not twice (building the launcher, then showing it);
    coming back from a game reads them again, with the game just left among them."""
    from dawnofempires_gui.ui.table import Table

    new_session(dice(), 3).close()
    reads = []
    real = saves.resume_offers
    monkeypatch.setattr(saves, "resume_offers", lambda: reads.append(1) or real())
    table = Table()
    qtbot.addWidget(table.launcher)
    table.launcher.show()
    assert len(reads) == 1 and table.launcher.resume_list.count() == 1
    table.launcher.resume_button.click()
    qtbot.addWidget(table.window)
    play(table.window.controller.session, 1)
    table.show_launcher()
    assert len(reads) == 2, "shown again: read again"
    assert "(4 moves)" in table.launcher.resume_button.text()
