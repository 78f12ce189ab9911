"""The frozen program's first module: PyInstaller needs a script, the program itself lives in
dawnofempires_gui.app (the same main() the `dawnofempires` gui-script runs).

Computer seats think in a worker process started with multiprocessing's "spawn" (ai/worker.py). In a
frozen bundle that worker is this same executable started again with multiprocessing's arguments;
freeze_support() turns such a start into the worker and never opens a window."""
import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from dawnofempires_gui.app import main

    sys.exit(main())
