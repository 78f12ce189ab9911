; Inno Setup 6.3+ script: the Windows installer of Dawn of Empires.
;
; Build the bundle first (packaging\windows\build-windows.ps1 does both steps), then:
;   iscc /DAppVersion=0.1.0 /DBundleDir=C:\path\to\packaging\out\dist\dawnofempires packaging\windows\dawnofempires.iss
; Output: packaging\out\dawnofempires-<version>-windows-setup.exe
;
; The bundle carries the licence texts of every component in {app}\licenses (Qt and PySide6: LGPL-3,
; with where their source code is); the wizard shows the program's MIT licence.
; It installs per user by default (no administrator rights needed; the wizard offers "for all users"),
; adds a Start menu entry and optionally a desktop shortcut, and its uninstaller removes everything
; it installed. The player's saves (Documents) and settings (AppData) are theirs and stay.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\out\dist\dawnofempires"
#endif
#define AppName "Dawn of Empires"
#define AppExe "dawnofempires.exe"

[Setup]
AppId={{A0EB33FB-6A0B-4C6F-882A-40BD8B62CB59}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The dawnofempires_gui team
AppCopyright=MIT licence, the dawnofempires_gui team
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
LicenseFile=..\..\LICENSE
OutputDir=..\out
OutputBaseFilename=dawnofempires-{#AppVersion}-windows-setup
SetupIconFile=..\..\resources\icons\dawnofempires.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "..\..\LICENSE"; DestDir: "{app}"; DestName: "LICENSE.txt"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Empire-building board games at one table"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
