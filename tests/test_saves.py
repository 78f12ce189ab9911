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

    with monkeypatch.context() as local:  # (undo() would undo the test's own user folder too)
        local.setattr(Record, "save", disk_full)
        session.apply(0, Action("bid", amount=2))
        assert "No space left on device" in session.autosave_error
        session.apply(1, Action("bid", amount=2))  # play goes on
        assert len(session.record.actions) == 2
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


# --- issue 10: what the reader accepts and refuses, and that reader and writer agree ----------------------
import threading  # noqa: E402
import time  # noqa: E402

from dawnofempires_gui.engine import record as record_module  # noqa: E402
from dawnofempires_gui.engine import record_reader  # noqa: E402
from dawnofempires_gui.engine.record_reader import MAX_FILE_BYTES  # noqa: E402

PYTHON_WORDS = ("unpack", "out of range", "__init__", "Error", "NoneType", "subscriptable", "has no attribute",
                "multiple values", "not iterable", "positional")


def saved(tmp_path, data, name="game.json") -> Path:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    return path


def refusal(path) -> str:
    with pytest.raises(RecordError) as caught:
        Record.load(path).replay()
    message = str(caught.value)
    assert "\n" not in message and not any(w in message for w in PYTHON_WORDS), message
    return message


@pytest.mark.parametrize("field, value", [("seed", True), ("seed", 5.0), ("schema", 0), ("schema", -7), ("schema", True),
                                          ("schema", 1.0)])
def test_types_are_exact_in_the_header_of_a_save(tmp_path, field, value):
    data = good_record().to_json()
    data[field] = value
    assert ("seed" if field == "seed" else "format version") in refusal(saved(tmp_path, data))


@pytest.mark.parametrize("seat, words", [(True, "by which player"), (1.0, "by which player"), (-1, "not at the table (seat -1)"),
                                         (5, "not at the table (seat 5")])
def test_a_moves_seat_is_a_whole_number_of_a_seat_at_the_table(tmp_path, seat, words):
    data = good_record().to_json()
    data["actions"][0][0] = seat
    message = refusal(saved(tmp_path, data))
    assert "move 1" in message and words in message


@pytest.mark.parametrize("value", [True, 2.0])
def test_an_integer_argument_is_never_a_yes_or_a_float(tmp_path, value):
    data = good_record().to_json()
    data["actions"][0][1]["amount"] = value
    assert "whole number" in refusal(saved(tmp_path, data))


def test_a_true_position_in_place_start_is_refused_and_changes_no_outcome(tmp_path):
    data = json.loads((ROOT / "tests/fixtures/saves/doe-2p-seed21-finished.json").read_text())
    index = next(i for i, (_, a) in enumerate(data["actions"]) if a["kind"] == "place_start" and a["position"] == 1)
    data["actions"][index][1]["position"] = True
    assert "whole number" in refusal(saved(tmp_path, data))


def test_an_integer_of_thousands_of_digits_is_a_refusal_not_a_traceback(tmp_path):
    text = json.dumps(good_record().to_json()).replace('"seed": 5', '"seed": ' + "9" * 5000)
    assert "number" in refusal(saved(tmp_path, text.encode()))
    with pytest.raises(RecordError):
        Record.loads(text)


def test_a_save_with_a_byte_order_mark_loads(tmp_path):
    record = good_record()
    path = saved(tmp_path, b"\xef\xbb\xbf" + record.dumps().encode())
    assert Record.load(path).replay().digest() == record.replay().digest()
    assert Record.loads("\ufeff" + record.dumps()).replay().digest() == record.replay().digest()


@pytest.mark.parametrize("entry", [[0], [0, {"kind": "bid", "amount": 1}, 2], [], 7, [0, {"amount": 1}],
                                   [0, {"kind": "bid", "self": 1}], [0, {"kind": "bid", "amount": {"a": 1}}]])
def test_a_damaged_move_is_named_in_words_without_python_internals(tmp_path, entry):
    data = good_record().to_json()
    data["actions"][2] = entry
    assert "move 3" in refusal(saved(tmp_path, data))


def test_refusals_name_the_file_in_one_line(tmp_path):
    data = good_record().to_json()
    data["actions"][0] = [0]
    path = saved(tmp_path, data, "evening game.json")
    try:
        Record.load(path)
    except RecordError as err:
        line = record_module.describe_refusal(path, err)
    assert line.startswith("evening game.json: ") and "move 1" in line and "\n" not in line


def test_a_record_longer_than_20_mb_is_written_and_read_back(tmp_path):
    record = good_record()
    moves = record.actions
    record.actions = moves * (760_000 // len(moves))
    path = tmp_path / "long.json"
    record.save(path)
    assert path.stat().st_size > 20 * 1024 * 1024
    started = time.perf_counter()
    again = Record.load(path)
    assert len(again.actions) == len(record.actions) and again.actions[-1] == record.actions[-1]
    assert time.perf_counter() - started < 20


def test_reader_and_writer_agree_on_the_limit(tmp_path, monkeypatch):
    record = good_record()
    size = len(record.encode())
    monkeypatch.setattr(record_reader, "MAX_FILE_BYTES", size)
    record.save(tmp_path / "fits.json")  # exactly the limit: written and read
    assert len(Record.load(tmp_path / "fits.json").actions) == len(record.actions)
    record.actions.append(record.actions[-1])
    with pytest.raises(OSError, match="too long to be saved"):  # an OSError, as a full disk is: callers warn
        record.save(tmp_path / "over.json")
    assert not (tmp_path / "over.json").exists()
    (tmp_path / "over.json").write_bytes(json.dumps(record.to_json()).encode() + b" " * 10)
    assert "too large" in refusal(tmp_path / "over.json")
    assert MAX_FILE_BYTES >= 256 * 1024 * 1024


def test_the_autosave_is_compact_json(tmp_path):
    record = Record("secretdice", [Seat("Ana"), Seat("Ben")], {"target": 6, "bonus": True}, 4)
    session = Session.start(record, tmp_path / "auto.json")
    session.apply(0, Action("bid", amount=2))
    text = (tmp_path / "auto.json").read_text()
    assert "\n" not in text and '"actions": [[0, {"kind": "bid", "amount": 2}]]' in text


def test_a_name_with_a_lone_surrogate_is_autosaved_and_loads_back(tmp_path):
    record = Record("secretdice", [Seat("Ana \udc80"), Seat("Ben\ud800")], {"target": 6, "bonus": True}, 4)
    session = Session.start(record, tmp_path / "auto.json")
    session.apply(0, Action("bid", amount=2))
    assert session.autosave_error == ""
    again = Record.load(tmp_path / "auto.json")
    assert [s.name for s in again.seats] == ["Ana", "Ben"] and len(again.actions) == 1


def test_names_are_limited_and_cleaned_when_a_save_is_loaded(tmp_path):
    data = good_record().to_json()
    data["seats"][0]["name"] = "\x1b[31m" + "N" * 100_000
    data["seats"][1]["name"] = "Bo\u0007b\nby"
    record = Record.load(saved(tmp_path, data))
    assert record.seats[0].name == "[31m" + "N" * 36 and record.seats[1].name == "Bo b by"
    assert len(record.seats[0].name) == 40


def _load_in_thread(path):
    result = {}

    def run():
        try:
            Record.load(path)
        except RecordError as err:
            result["error"] = str(err)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(5)
    return thread, result


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_refused_at_once_not_waited_on(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    thread, result = _load_in_thread(fifo)
    if thread.is_alive():  # unblock the old reader so the test run can end
        with open(fifo, "wb"):
            pass
    assert not thread.is_alive(), "opening a pipe must not wait for a writer"
    assert "pipe" in result["error"]


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_without_reading_it(device):
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    thread, result = _load_in_thread(Path(device))
    assert not thread.is_alive() and "device" in result["error"]


def test_a_folder_is_refused_in_words(tmp_path):
    with pytest.raises(RecordError, match="folder"):
        Record.load(tmp_path)


def test_the_table_settings_of_a_save_keep_only_known_values_of_the_right_type(tmp_path):
    data = good_record().to_json()
    data["settings"] = {"always_handoff": "yes", "extra": [1, 2]}
    assert Record.load(saved(tmp_path, data)).settings == {}
    data["settings"] = {"always_handoff": True}
    assert Record.load(saved(tmp_path, data)).settings == {"always_handoff": True}
