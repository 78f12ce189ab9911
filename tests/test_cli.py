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
