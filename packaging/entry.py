"""The frozen program's first module: PyInstaller needs a script, the program itself lives in
dawnofempires_gui.app (the same main() the `dawnofempires` gui-script runs)."""
import sys

from dawnofempires_gui.app import main

if __name__ == "__main__":
    sys.exit(main())
