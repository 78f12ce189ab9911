"""Saves and bad input: every kind of bad file gets a clear message and is left untouched."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dawnofempires_gui.engine import Action, RecordError, Seat
from dawnofempires_gui.engine.record import SCHEMA, Record
from dawnofempires_gui.engine.session import Session
from dawnofempires_gui.ai.simulate import play
from dawnofempires_gui.engine.storage import atomic_write_text

ROOT = Path(__file__).resolve().parent.parent


def good_record() -> Record:
    return play("secretdice", 2, 5).record


def bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Each kind of bad file and the words its message must contain."""
    data = good_record().to_json()
    files = {}

    def write(name, text):
        path = tmp_path / name
        path.write_bytes(text if isinstance(text, bytes) else text.encode())
        return path

    files["damaged"] = (write("damaged.json", json.dumps(data)[:200]), "damaged")
    files["foreign"] = (write("foreign.json", json.dumps({"name": "a spreadsheet", "rows": []})), "not a saved game")
    files["binary"] = (write("picture.png", b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe"), "not a saved game")
    files["future"] = (write("future.json", json.dumps({**data, "schema": SCHEMA + 1})), "newer version")
    files["unknown game"] = (write("unknown.json", json.dumps({**data, "game": "chess"})), "does not know a game called 'chess'")
    illegal = json.loads(json.dumps(data))
    illegal["actions"][0] = [0, {"kind": "bid", "amount": 9}]
    files["illegal actions"] = (write("illegal.json", json.dumps(illegal)), r"action 1 \(bid\) is not legal")
    files["missing"] = (tmp_path / "nowhere.json", "does not exist")
    return files


@pytest.mark.parametrize("case", ["damaged", "foreign", "binary", "future", "unknown game", "illegal actions", "missing"])
def test_a_bad_file_is_refused_with_a_clear_message_and_left_untouched(tmp_path, case):
    path, words = bad_files(tmp_path)[case]
    before = path.read_bytes() if path.exists() else None
    with pytest.raises(RecordError, match=words):
        Record.load(path).replay()
    assert (path.read_bytes() if path.exists() else None) == before


@pytest.mark.parametrize("case", ["damaged", "foreign", "future", "unknown game", "illegal actions", "missing"])
def test_the_cli_says_what_is_wrong_with_a_bad_file_and_exits_2(tmp_path, case):
    path, words = bad_files(tmp_path)[case]
    before = path.read_bytes() if path.exists() else None
    result = subprocess.run([sys.executable, "-m", "dawnofempires_gui.cli", "replay", str(path)], capture_output=True,
                            text=True, cwd=ROOT, env={**os.environ, "DAWNOFEMPIRES_PLUGINS": "tests.testgame"}, timeout=60)
    assert result.returncode == 2
    lines = [line for line in result.stderr.strip().splitlines() if line.startswith("error: ")]
    assert len(lines) == 1 and words.replace("\\", "") in lines[0]
    assert (path.read_bytes() if path.exists() else None) == before


def test_a_saved_game_loads_to_the_same_state(tmp_path):
    played = play("secretdice", 3, 8)
    path = tmp_path / "game.json"
    played.record.save(path)
    assert Record.load(path).replay().digest() == played.state.digest()


def test_atomic_write_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    atomic_write_text(path, "old")

    def full_disk(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temporary file left behind


def test_the_autosave_is_written_after_every_action(tmp_path):
    path = tmp_path / "auto.json"
    record = Record("secretdice", [Seat("Ana"), Seat("Ben")], {"target": 6, "bonus": True}, 4)
    session = Session.start(record, path)
    for seat, amount in ((0, 2), (1, 1)):
        session.apply(seat, Action("bid", amount=amount))
        assert len(Record.load(path).actions) == len(record.actions)
    assert Record.load(path).replay().digest() == session.state.digest()


def test_an_autosave_that_fails_warns_and_play_goes_on(tmp_path, monkeypatch):
    path = tmp_path / "auto.json"
    record = Record("secretdice", [Seat("Ana"), Seat("Ben")], {"target": 6, "bonus": True}, 4)
    session = Session.start(record, path)

    def disk_full(self, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Record, "save", disk_full)
    session.apply(0, Action("bid", amount=2))
    assert "No space left on device" in session.autosave_error
    session.apply(1, Action("bid", amount=2))  # play goes on
    assert len(session.record.actions) == 2
    monkeypatch.undo()
    session.apply(0, Action("roll"))
    assert session.autosave_error == ""
    assert len(Record.load(path).actions) == 3


def test_an_autosave_that_cannot_create_its_folder_warns_and_play_goes_on(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    record = Record("secretdice", [Seat("Ana"), Seat("Ben")], {"target": 6, "bonus": True}, 4)
    session = Session(record, autosave_path=blocker / "auto.json")
    session.apply(0, Action("bid", amount=1))
    session.apply(1, Action("bid", amount=3))
    assert "autosave could not be written" in session.autosave_error
    assert len(session.record.actions) == 2
    assert blocker.read_text() == "a file where the data folder should be"
