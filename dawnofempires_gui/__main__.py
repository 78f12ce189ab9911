import sys

from dawnofempires_gui.app import main

sys.exit(main())
