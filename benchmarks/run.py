#!/usr/bin/env python3
"""Benchmarks, run on demand (not part of the tests):  .venv/bin/python benchmarks/run.py [--quick]

Prints, as ratios against baselines measured in the same run (the machines are shared and noisy):
- start-up until the launcher is shown, against a bare QApplication + QMainWindow start (goal ≤ 1.5×);
- board redraw time after an action in a shown 1280x820 window, painted (the paints are counted; none is
  a failure), p50 and p95 per game (goal p95 ≤ 8 ms), against repainting the board unchanged;
- random games and actions per second per game, against a fixed pure-Python reference loop;
- peak memory of a process that opened every game's window (goal < 150 MB).
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
PROBE = Path(__file__).resolve().parent / "probe.py"


def median_wall(mode: str, runs: int) -> float:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DAWNOFEMPIRES_HOME": "/tmp/dawnofempires-bench"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its bytecode cached
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, str(PROBE), mode], env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def startup(runs: int) -> None:
    bare, launcher = [], []
    for _ in range(runs):  # interleaved, so that load on the machine hits both alike
        bare.append(median_wall("bare", 1))
        launcher.append(median_wall("launcher", 1))
    b, l = statistics.median(bare), statistics.median(launcher)
    print(f"start-up: launcher {l * 1000:.0f} ms, bare Qt window {b * 1000:.0f} ms: ratio {l / b:.2f}× (goal ≤ 1.3×)")


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


def in_process(args: argparse.Namespace) -> None:
    out = subprocess.run([sys.executable, str(PROBE), "redraw", str(args.redraws)], capture_output=True, text=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "DAWNOFEMPIRES_HOME": "/tmp/dawnofempires-bench"})
    sys.stdout.write(out.stdout)
    if out.returncode:
        sys.stdout.write(out.stderr)
        raise SystemExit("the redraw benchmark failed (a board that was never painted is not measured)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args()
    args.redraws = 60 if args.quick else 300
    startup(3 if args.quick else 9)
    in_process(args)
    game_speed(5 if args.quick else 40)
    return 0


if __name__ == "__main__":
    sys.exit(main())
