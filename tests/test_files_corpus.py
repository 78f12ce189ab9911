"""Issue 10: the fuzzers' cases, kept as a corpus (tests/fixtures/corpus/, made by make_corpus.py). Every
file either replays or is refused with exit status 2 and one line in words naming the file, within a time
and memory bound, the same way whatever the hash seed; opened through the window, it either opens or is
refused with one message, and never touches a game in progress."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fixtures.corpus.make_corpus import PYTHON_WORDS, well_behaved
from tests.test_files_autosaves import dice, messages, new_session  # noqa: F401  (a fixture)

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "fixtures" / "corpus"
FILES = sorted(p for p in CORPUS.glob("*.json") if not p.name.startswith("_"))
HANDMADE = json.loads((CORPUS / "_handmade.json").read_text(encoding="utf-8"))
SECONDS_PER_FILE = 5
MEMORY = 1536 * 1024 * 1024  # address space of the process that replays the whole corpus
MAX_RSS_KB = 600 * 1024

DRIVER = r"""
import json, resource, sys, time
from pathlib import Path
resource.setrlimit(resource.RLIMIT_AS, ({memory}, {memory}))
import tests.testgame
from tests.fixtures.corpus.make_corpus import run_cli
results = {{}}
for name in sys.argv[1:]:
    started = time.perf_counter()
    code, out, err = run_cli(Path(name))
    results[Path(name).name] = [code, out, err, time.perf_counter() - started]
try:  # the peak of this process since it started (ru_maxrss may hold the parent's from before the exec)
    peak = int(next(l for l in open("/proc/self/status") if l.startswith("VmHWM:")).split()[1])
except (OSError, StopIteration, ValueError):
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({{"results": results, "maxrss_kb": peak}}))
"""


def replay_corpus(hash_seed: str) -> dict:
    env = {**os.environ, "DAWNOFEMPIRES_PLUGINS": "tests.testgame", "PYTHONHASHSEED": hash_seed}
    result = subprocess.run([sys.executable, "-c", DRIVER.format(memory=MEMORY), *map(str, FILES)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=SECONDS_PER_FILE * len(FILES))
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def replayed() -> dict:
    return replay_corpus("0")


def test_the_corpus_holds_the_hand_made_cases_and_the_fuzzers_mutants():
    names = {p.name for p in FILES}
    assert set(HANDMADE) <= names
    assert sum(n.startswith("fuzz-") for n in names) >= 50


def test_every_file_replays_or_is_refused_in_one_line_within_time_and_memory(replayed):
    bad = {}
    for name, (code, out, err, seconds) in replayed["results"].items():
        if not well_behaved(code, out, err):
            bad[name] = (code, err[-300:])
        elif code == 2:
            line = err.strip()
            if not line.startswith(f"error: {name}: "):
                bad[name] = ("the refusal does not name the file", line)
        if seconds > SECONDS_PER_FILE:
            bad[name] = ("slow", seconds)
    assert not bad, bad
    assert replayed["maxrss_kb"] < MAX_RSS_KB, replayed["maxrss_kb"]
    assert len(replayed["results"]) == len(FILES)


@pytest.mark.parametrize("name", sorted(HANDMADE))
def test_each_hand_made_case_gives_what_it_should(replayed, name):
    code, out, err, _ = replayed["results"][name]
    want = HANDMADE[name]
    if want["outcome"] == "replays":
        assert code == 0 and not err, err
        assert "\x1b" not in out and "\x07" not in out
    else:
        assert code == 2 and want["words"] in err, err
        assert not PYTHON_WORDS.search(err)


def test_the_outcome_is_the_same_whatever_the_hash_seed(replayed):
    again = replay_corpus("12345")
    first = {n: r[:3] for n, r in replayed["results"].items()}
    assert {n: r[:3] for n, r in again["results"].items()} == first


def test_every_corpus_file_opened_through_the_window_opens_or_is_refused_with_one_message(qtbot, replayed, messages):
    from dawnofempires_gui.ui.table import Table

    game = new_session(dice(target=30), 3)  # a game in progress that nothing may touch
    before = game.autosave_path.read_bytes()
    game.close()
    table = Table()
    qtbot.addWidget(table.launcher)
    opened = 0
    for path in FILES:
        code, out, _, _ = replayed["results"][path.name]
        if code == 0 and not any(g in out for g in ("Secret Dice", "Hidden Hands")):
            continue  # the real games' boards are tested with their games; the files themselves replayed above
        count = len(messages)
        window = table.open_file(path)
        if code == 0:
            assert window is not None and len(messages) == count, (path.name, messages[count:])
            opened += 1
        else:
            assert window is None and len(messages) == count + 1, path.name
            kind, _, text = messages[-1]
            assert kind == "warning" and text.startswith(path.name + ": ") and "\n" not in text
            assert not PYTHON_WORDS.search(text), text
    table.show_launcher()
    assert opened >= 3
    assert game.autosave_path.read_bytes() == before
