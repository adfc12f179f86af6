"""The catalog ships inside the installed package: a built wheel, not the checkout, finds it."""

import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_installed_wheel_finds_its_own_catalog(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(tmp_path / "dist"), str(ROOT)],
        check=True, capture_output=True,
    )  # fmt: skip
    (wheel,) = (tmp_path / "dist").glob("director-*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        assert "director/_laws/wbf-2017/27.toml" in names
        assert "director/_laws/wbf-2017/edition.toml" in names
        assert "director/regulator/profiles/acbl.toml" in names  # regulator profiles
        z.extractall(site)
    probe = (
        "import json, director; from director.catalog.catalog import get_edition, laws_root;"
        "ed = get_edition();"
        "print(json.dumps([director.__file__, str(laws_root()), len(list(ed)), ed.law(27).title]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], cwd=tmp_path, env={"PYTHONPATH": str(site)},
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    module, root, count, title = json.loads(done.stdout)
    assert module.startswith(str(site))
    assert root == str(site / "director" / "_laws")
    assert (count, title) == (93, "Insufficient Bid")
