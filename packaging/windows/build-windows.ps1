# Windows: build the bundle with the shared PyInstaller spec, then the installer with Inno Setup 6.3+.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build-windows.ps1 [-Python C:\path\python.exe]
#
# Output in packaging\out\: dist\dawnofempires\ (the bundle), dawnofempires-<version>-windows.zip and
# dawnofempires-<version>-windows-setup.exe. Needs Inno Setup's iscc.exe on PATH or in its usual folder
# (choco install innosetup, or https://jrsoftware.org/isinfo.php).
param([string]$Python = "")
$ErrorActionPreference = "Stop"

$Packaging = Split-Path -Parent $PSScriptRoot
$Root = Split-Path -Parent $Packaging
$Out = Join-Path $Packaging "out"
New-Item -ItemType Directory -Force -Path $Out | Out-Null

if (-not $Python) {
    if ($env:VIRTUAL_ENV) { $Python = Join-Path $env:VIRTUAL_ENV "Scripts\python.exe" }
    else {
        $venv = Join-Path $Out "venv"
        if (-not (Test-Path (Join-Path $venv "Scripts\python.exe"))) { python -m venv $venv }
        $Python = Join-Path $venv "Scripts\python.exe"
    }
}
& $Python -c "import PyInstaller, PySide6.QtSvg, qtawesome, platformdirs, dawnofempires_gui" 2>$null
if ($LASTEXITCODE -ne 0) {
    & $Python -m pip install --upgrade pip
    & $Python -m pip install -e "$Root[package]"
    if ($LASTEXITCODE -ne 0) { throw "pip install failed" }
}
$Version = (& $Python -c "import dawnofempires_gui; print(dawnofempires_gui.__version__)").Trim()

$env:QT_QPA_PLATFORM = "offscreen"
& $Python (Join-Path $Packaging "make_icons.py") --check 2>$null
if ($LASTEXITCODE -ne 0) { & $Python (Join-Path $Packaging "make_icons.py") }
Remove-Item Env:\QT_QPA_PLATFORM

& $Python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath (Join-Path $Out "dist") --workpath (Join-Path $Out "build") (Join-Path $Packaging "dawnofempires.spec")
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$Bundle = Join-Path $Out "dist\dawnofempires"
Copy-Item (Join-Path $Root "LICENSE") (Join-Path $Bundle "LICENSE.txt")
# The licence texts of every bundled component (the spec put them in _internal\resources\licenses, where
# the About box finds them, and checked none is missing) also at the top of the bundle, as on Linux.
$Licences = Join-Path $Bundle "_internal\resources\licenses"
if (-not (Test-Path (Join-Path $Licences "BUILD.txt"))) { throw "the bundle has no licences folder ($Licences)" }
Copy-Item -Recurse $Licences (Join-Path $Bundle "licenses")
& $Python (Join-Path $Packaging "licences.py") check $Bundle
if ($LASTEXITCODE -ne 0) { throw "a bundled component lacks its licence text" }

$Zip = Join-Path $Out "dawnofempires-$Version-windows.zip"
if (Test-Path $Zip) { Remove-Item $Zip }
Compress-Archive -Path $Bundle -DestinationPath $Zip

$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    foreach ($dir in @("${env:ProgramFiles(x86)}\Inno Setup 6", "$env:ProgramFiles\Inno Setup 6", "$env:LOCALAPPDATA\Programs\Inno Setup 6")) {
        if (Test-Path "$dir\ISCC.exe") { $Iscc = "$dir\ISCC.exe"; break }
    }
}
if (-not $Iscc) { throw "Inno Setup (iscc.exe) not found; the bundle and the zip are in $Out" }
& $Iscc "/DAppVersion=$Version" "/DBundleDir=$Bundle" "/O$Out" (Join-Path $PSScriptRoot "dawnofempires.iss")
if ($LASTEXITCODE -ne 0) { throw "iscc failed" }
Write-Host "built $Out\dawnofempires-$Version-windows-setup.exe and $Zip"
