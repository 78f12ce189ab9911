#!/usr/bin/env python3
"""Benchmarks, run on demand (not part of the tests):  .venv/bin/python benchmarks/run.py [--quick]

Prints, as ratios against baselines measured in the same run (the machines are shared and noisy):
- start-up until the launcher is shown, against a bare QApplication + QMainWindow start (goal ≤ 1.3×), and the
  same bare start importing the Qt namespace, whose enums any real window creates (the floor under the goal);
- board redraw time after an action in a shown 1280x820 window, painted (the paints are counted; none is
  a failure), p50 and p95 per game (goal p95 ≤ 8 ms), against repainting the board unchanged;
- random games and actions per second per game, against a fixed pure-Python reference loop;
- peak memory of a process that opened every game's window (goal < 150 MB);
- the redraw while a computer seat searches in its worker process, against idle (goal p95 ≤ 1.5×);
- the computer seats' time per decision, p95 per game and level (goals: normal ≤ 1 s, hard ≤ 5 s).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
PROBE = Path(__file__).resolve().parent / "probe.py"


def probe_env(home: str) -> dict[str, str]:
    """The environment of a probe, with its own data folder: a shared one gathered the autosaves of every redraw
    run, and the launcher, listing them, started slower at each run of the benchmark."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DAWNOFEMPIRES_HOME": home}


def median_wall(mode: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="dawnofempires-bench-") as home:  # a first start: no game to list
            env = probe_env(home)
            env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its bytecode cached
            started = time.perf_counter()
            subprocess.run([sys.executable, str(PROBE), mode], env=env, check=True, capture_output=True)
            times.append(time.perf_counter() - started)
    return statistics.median(times)


def startup(runs: int) -> None:
    bare, with_qt, launcher = [], [], []
    for _ in range(runs):  # interleaved, so that load on the machine hits them alike
        bare.append(median_wall("bare", 1))
        with_qt.append(median_wall("bare_with_qt", 1))
        launcher.append(median_wall("launcher", 1))
    b, q, l = statistics.median(bare), statistics.median(with_qt), statistics.median(launcher)
    print(f"start-up: launcher {l * 1000:.0f} ms, bare Qt window {b * 1000:.0f} ms: ratio {l / b:.2f}× (goal ≤ 1.3×); "
          f"the bare window importing the Qt namespace (its enums) alone: {q / b:.2f}×")


def reference_loop() -> float:
    """Operations per second of a fixed pure-Python workload: the yardstick for game speed."""
    started = time.perf_counter()
    total = 0
    items = list(range(64))
    for i in range(200_000):
        total += items[i & 63] * 3 % 7
    return 200_000 / (time.perf_counter() - started)


def game_speed(games: int) -> None:
    from dawnofempires_gui.engine import registry
    from dawnofempires_gui.ai.simulate import play

    reference = reference_loop()
    for info in registry.all_games():
        for players in sorted({info.min_players, info.max_players}):
            actions = 0
            started = time.perf_counter()
            for seed in range(games):
                actions += len(play(info.id, players, seed).record.actions)
            elapsed = time.perf_counter() - started
            per_second = actions / elapsed
            print(f"speed {info.id} {players}p: {games / elapsed:.1f} games/s, {per_second:.0f} actions/s "
                  f"= {per_second / reference:.4f}× the reference loop's iterations per second")


def in_process(args: argparse.Namespace, mode: str = "redraw") -> None:
    with tempfile.TemporaryDirectory(prefix="dawnofempires-bench-") as home:
        out = subprocess.run([sys.executable, str(PROBE), mode, str(args.redraws)], capture_output=True, text=True,
                             env=probe_env(home))
    sys.stdout.write(out.stdout)
    if out.returncode:
        sys.stdout.write(out.stderr)
        raise SystemExit(f"the {mode} benchmark failed (a board that was never painted is not measured)")


def thinking(decisions: int) -> None:
    """Seconds per decision of the search player at each level, p95 over positions of a random game."""
    from dawnofempires_gui.ai import RandomBot, SearchBot
    from dawnofempires_gui.engine import Seat, registry

    limits = {"easy": 0.3, "normal": 1.0, "hard": 5.0}
    for info in registry.all_games():
        players = 2 if info.allows(2) else info.min_players
        for level in ("easy", "normal", "hard"):
            state = info.new_game([Seat(f"S{i}") for i in range(players)], info.simulation_options(), 11)
            bot, times, steps = RandomBot(11), [], 0
            count = decisions if level != "hard" else max(2, decisions // 4)
            while not state.is_over() and len(times) < count and steps < 5000:
                seat = state.to_move()[0]
                legal = state.legal_actions(seat)
                if len(legal) > 1 and steps % 5 == 0:
                    started = time.perf_counter()
                    SearchBot(3, level).choose(state.view(seat), seat, legal, decision=steps)
                    times.append(time.perf_counter() - started)
                state.apply(seat, bot.choose(None, seat, legal))
                steps += 1
            times.sort()
            p95 = times[max(0, int(len(times) * 0.95) - 1)] if times else 0.0
            print(f"thinking {info.id} {level}: p95 {p95:.2f} s, mean {statistics.mean(times):.2f} s over "
                  f"{len(times)} decisions (limit {limits[level]:g} s)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    args.redraws = 60 if args.quick else 300
    startup(3 if args.quick else 9)
    in_process(args)
    in_process(args, "busy")
    game_speed(5 if args.quick else 40)
    thinking(4 if args.quick else 12)
    return 0


if __name__ == "__main__":
    sys.exit(main())
