"""Extra games named in DAWNOFEMPIRES_PLUGINS (comma-separated modules that register a GameInfo);
the tests use it to run the program with their small test game."""
from __future__ import annotations

import importlib
import os


def load_plugins() -> None:
    for name in filter(None, (n.strip() for n in os.environ.get("DAWNOFEMPIRES_PLUGINS", "").split(","))):
        importlib.import_module(name)
