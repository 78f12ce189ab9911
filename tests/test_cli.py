"""The headless CLI: list, simulate, replay."""
import os
import subprocess
import sys
from pathlib import Path

from dawnofempires_gui import cli
from dawnofempires_gui.ai.simulate import play

ROOT = Path(__file__).resolve().parent.parent


def test_list_names_every_listed_game_with_player_counts(capsys):
    from dawnofempires_gui.engine import registry

    assert cli.main(["list"]) == 0
    out = capsys.readouterr().out
    for info in registry.all_games():
        assert info.id in out and info.name in out and f"{info.players} players" in out
    assert "secretdice" not in out  # test games are not listed


def test_simulate_prints_a_line_per_game_and_the_speed(capsys):
    assert cli.main(["simulate", "--game", "secretdice", "--players", "3", "--games", "4", "--seed", "10"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 5
    for index, line in enumerate(lines[:4]):
        assert line.startswith(f"game {index + 1} seed {10 + index}: winner ")
        assert "scores" in line and "actions" in line
    assert "games per second" in lines[-1] and "actions per second" in lines[-1]


def test_simulate_refuses_a_wrong_player_count(capsys):
    assert cli.main(["simulate", "--game", "secretdice", "--players", "9"]) == 2
    assert "2–4 players" in capsys.readouterr().err


def test_replay_prints_the_final_scores(tmp_path, capsys):
    played = play("secretdice", 2, 21)
    path = tmp_path / "g.json"
    played.record.save(path)
    assert cli.main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "final scores" in out and "winner:" in out
    for seat, total in enumerate(played.scores.totals):
        assert f"Computer {seat + 1}: {total}" in out


def test_the_installed_command_runs():
    result = subprocess.run([sys.executable, "-m", "dawnofempires_gui.cli", "--version"], capture_output=True, text=True,
                            cwd=ROOT, env={**os.environ}, timeout=60)
    assert result.returncode == 0 and result.stdout.strip()


# --- issue 10: arguments and files the CLI and the program refuse in one line, never a traceback --------
import json  # noqa: E402
import resource  # noqa: E402

import pytest  # noqa: E402

from dawnofempires_gui import app  # noqa: E402
from dawnofempires_gui.engine import RecordError  # noqa: E402

ENV = {**os.environ, "DAWNOFEMPIRES_PLUGINS": "tests.testgame"}


def run_cli(*args, timeout=30, memory=None):
    def limit():
        if memory:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run([sys.executable, "-m", "dawnofempires_gui.cli", *args], capture_output=True, cwd=ROOT,
                          env=ENV, timeout=timeout, preexec_fn=limit)


def one_error_line(result) -> str:
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2, (result.returncode, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


@pytest.mark.parametrize("args", [["--games", "-3"], ["--games", "0"], ["--players", "-1"], ["--max-actions", "0"],
                                  ["--games", "many"]])
def test_simulate_checks_its_numbers_and_exits_2_in_one_line(args, capsys):
    base = {"--game": "secretdice", "--players": "2"}
    for key, value in zip(args[::2], args[1::2]):
        base[key] = value
    with pytest.raises(SystemExit) as stop:
        cli.main(["simulate", *[x for kv in base.items() for x in kv]])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "error" in err[0] and "per second" not in err[0]


def test_replay_of_a_pipe_is_refused_at_once(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    line = one_error_line(run_cli("replay", str(fifo), timeout=20))
    assert line.startswith("error: game.json: ") and "pipe" in line


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_replay_of_an_endless_device_is_refused_in_bounded_time_and_memory(device):
    line = one_error_line(run_cli("replay", device, timeout=20, memory=1 << 30))
    assert "device" in line


def test_replay_of_a_folder_is_refused(tmp_path):
    assert "folder" in one_error_line(run_cli("replay", str(tmp_path)))


def test_escape_sequences_in_a_file_name_or_a_players_name_never_reach_the_terminal_raw(tmp_path):
    missing = tmp_path / "\x1b[2Jgame\x07.json"
    result = run_cli("replay", str(missing))
    line = one_error_line(result)
    assert "\x1b" not in line and "\x07" not in line and "[2Jgame?.json" in line
    played = play("secretdice", 2, 21)
    data = played.record.to_json()
    data["seats"][0]["name"] = "\x1b]0;owned\x07Ana\udc80"
    path = tmp_path / "names.json"
    path.write_bytes(json.dumps(data).encode())
    result = run_cli("replay", str(path))
    assert result.returncode == 0 and b"\x1b" not in result.stdout and b"\x07" not in result.stdout
    assert "Ana" in result.stdout.decode()


def test_replay_output_survives_a_terminal_that_is_not_utf8(tmp_path):
    played = play("secretdice", 2, 21)
    played.record.seats[0] = type(played.record.seats[0])("Zoë Ærø", computer=True)
    path = tmp_path / "g.json"
    played.record.save(path)
    result = subprocess.run([sys.executable, "-m", "dawnofempires_gui.cli", "replay", str(path)], capture_output=True,
                            cwd=ROOT, env={**ENV, "PYTHONIOENCODING": "ascii", "LC_ALL": "C"}, timeout=30)
    assert result.returncode == 0 and b"Traceback" not in result.stderr


def test_a_refusal_names_the_file(tmp_path):
    path = tmp_path / "Sunday.json"
    path.write_text('{"format": "dawnofempires-record", "schema": 1, "seed": true}')
    line = one_error_line(run_cli("replay", str(path)))
    assert line.startswith("error: Sunday.json: ")


# the program's own arguments (--new ... --option ...), checked before any window opens
def test_the_only_option_of_a_game_can_be_given_by_its_word():
    record = app.record_from_arguments("iron", "Ana,Ben:computer", ["length=full"], 3)
    assert record.options["length"] == "full" and [s.computer for s in record.seats] == [False, True]
    record = app.record_from_arguments("secretdice", "", ["target=12", "bonus=no"], 3)
    assert record.options == {"target": 12, "bonus": False}
    record = app.record_from_arguments("doe", "", ["edition=1"], 3)
    assert type(record.options["edition"]) is int and record.options["edition"] == 1


@pytest.mark.parametrize("game, seats, options, words", [
    ("secretdice", "", ["bogus=1"], "no option 'bogus'"),
    ("secretdice", "", ["target=99"], "from 3 to 30"),
    ("secretdice", ",".join("abcdefghi"), [], "not 9"),
    ("secretdice", "", ["target"], "NAME=VALUE"),
    ("secretdice", "", ["target=many"], "whole number"),
    ("secretdice", "", ["bonus=perhaps"], "yes or no"),
    ("iron", "", ["length=endless"], "one of"),
    ("chess", "", [], "does not know a game called 'chess'"),
    ("secretdice", "Ana:robot,Ben", [], "human or computer"),
])
def test_wrong_new_game_arguments_are_one_line_and_exit_2(game, seats, options, words, capsys):
    with pytest.raises((RecordError, ValueError), match=words.replace("(", r"\(")):
        app.record_from_arguments(game, seats, options, 1)
    argv = ["--new", game, "--seats", seats]
    for option in options:
        argv += ["--option", option]
    assert app.main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("dawnofempires: error: ") and words in err[0]


def test_seat_names_from_the_command_line_are_cleaned():
    record = app.record_from_arguments("secretdice", "\x1b[31m" + "A" * 100 + ",B\udc80en", [], 1)
    assert record.seats[0].name == "[31m" + "A" * 36 and record.seats[1].name == "B en"


def test_the_program_refuses_odd_argument_combinations_in_one_line(capsys):
    for argv in (["--wait-ms", "-5"], ["--seed", "3"], ["game.json", "--new", "iron"]):
        try:
            code = app.main(argv)
        except SystemExit as stop:
            code = stop.code
        assert code == 2
        assert len(capsys.readouterr().err.strip().splitlines()) == 1


def test_match_ends_with_one_line_per_kind_and_refuses_an_unknown_kind(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    run = [sys.executable, "-m", "dawnofempires_gui.cli", "match", "--game", "iron", "--players", "2", "--games", "2",
           "--seed", "3", "--think", "0.02"]
    good = subprocess.run(run + ["--seats", "easy,random"], capture_output=True, text=True, cwd=root, timeout=300)
    assert good.returncode == 0, good.stderr
    tail = good.stdout.strip().splitlines()[-3:-1]
    assert tail[0].startswith("easy: won ") and "95% CI" in tail[0] and tail[1].startswith("random: won ")
    bad = subprocess.run(run + ["--seats", "easy,genius"], capture_output=True, text=True, cwd=root, timeout=60)
    assert bad.returncode == 2 and "unknown kind 'genius'" in bad.stderr and bad.stderr.count("\n") == 1


def test_match_takes_a_game_option_and_refuses_one_the_game_does_not_have(monkeypatch):
    from dawnofempires_gui import cli
    from dawnofempires_gui.ai import match

    seen = []
    original = match.play

    def spy(game_id, players, seed, options=None, **kwargs):
        seen.append(options)
        return original(game_id, players, seed, options, **kwargs)

    monkeypatch.setattr(match, "play", spy)
    argv = ["match", "--game", "aoe", "--players", "2", "--seats", "random,random", "--games", "1"]
    assert cli.main(argv + ["--option", "turn_limit=3"]) == 0
    assert seen == [{"turn_limit": 3}], "the option reaches the games, over the simulation's own"
    assert cli.main(argv + ["--option", "speed=11"]) == 2
