//! No file of the core imports a file that imports it back, directly or through others: what
//! two files share sits in a file below both. The crate boundary keeps the core below the
//! binary and `tests/it/shape.rs` keeps its top-level modules in layers; this keeps every file.
//!
//! A path (`use super::chain::Link`, `crate::session::Side`, `super::wall::Wall::new`) is
//! followed to the file that defines its item, through the `pub use` re-exports of a module's
//! `mod.rs`; a re-export itself and a `mod` declaration are no import. Unit tests
//! (`#[cfg(test)]` to the end of a file) are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path: `["session", "record"]` for `session/record.rs`, `[]` for `lib.rs`.
type Module = Vec<String>;

/// Every Rust file below `dir` by its module path.
fn modules(root: &Path, dir: &Path, found: &mut BTreeMap<Module, PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a source folder")
        .map(|e| e.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            modules(root, &path, found);
        } else if path.extension().is_some_and(|x| x == "rs") {
            let rel = path.strip_prefix(root).expect("below the root");
            let mut parts: Module = rel
                .with_extension("")
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
                parts.pop();
            }
            found.insert(parts, path);
        }
    }
}

/// The code without comments, string contents and unit tests.
fn code_only(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut code = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        code.push('\n');
                        break;
                    }
                }
            }
            '"' => {
                code.push('"');
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                code.push('"');
            }
            _ => code.push(c),
        }
    }
    code
}

/// `a::{b, c::{d, e}}` as the paths it names: `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<Vec<String>> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![segments(tree)];
    };
    let prefix = segments(&tree[..open]);
    let close = tree.rfind('}').unwrap_or(tree.len());
    let inner = &tree[open + 1..close];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(expand)
        .map(|rest| prefix.iter().cloned().chain(rest).collect())
        .collect()
}

fn segments(path: &str) -> Vec<String> {
    path.split("::")
        .map(|s| s.split(" as ").next().unwrap_or(s).trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// The `use` trees of a file's code, re-exports (`pub use`) apart.
fn use_trees(code: &str) -> (Vec<String>, Vec<String>) {
    let (mut uses, mut reexports) = (Vec::new(), Vec::new());
    for statement in code.split(';') {
        let statement = statement.trim();
        let Some(at) = statement.find("use ") else {
            continue;
        };
        let head = statement[..at].trim();
        let head = head.rsplit(['}', '{', '\n']).next().unwrap_or(head).trim();
        if head.is_empty() {
            uses.push(statement[at + 4..].to_string());
        } else if head.starts_with("pub") {
            reexports.push(statement[at + 4..].to_string());
        }
    }
    (uses, reexports)
}

/// The paths written in expressions and types: `crate::…`, `super::…`, `self::…`.
fn inline_paths(code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let bytes = code.as_bytes();
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            let before = at.checked_sub(1).map(|i| bytes[i] as char);
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let end = code[at..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |e| at + e);
            found.push(segments(&code[at..end]));
        }
    }
    found
}

struct Crate {
    files: BTreeMap<Module, PathBuf>,
    code: BTreeMap<Module, String>,
}

impl Crate {
    fn defines(&self, module: &Module, name: &str) -> bool {
        let code = &self.code[module];
        [
            "fn", "struct", "enum", "trait", "const", "static", "type", "mod",
        ]
        .iter()
        .any(|kind| {
            code.match_indices(&format!("{kind} {name}"))
                .any(|(at, _)| {
                    let after = code[at + kind.len() + 1 + name.len()..].chars().next();
                    let before = at.checked_sub(1).map(|i| code.as_bytes()[i] as char);
                    !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
                        && !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                })
        })
    }

    /// Where `module` re-exports `name` from.
    fn reexported(&self, module: &Module, name: &str) -> Option<Vec<String>> {
        let (_, reexports) = use_trees(&self.code[module]);
        reexports
            .iter()
            .flat_map(|tree| expand(tree))
            .find(|path| path.last().is_some_and(|last| last == name || last == "*"))
            .map(|mut path| {
                if path.last().is_some_and(|l| l == "*") {
                    path.pop();
                    path.push(name.to_string());
                }
                path
            })
    }

    /// The file that defines what `path`, written in `from`, names.
    fn resolve(&self, from: &Module, path: &[String], depth: usize) -> Option<Module> {
        let (first, rest) = path.split_first()?;
        let mut at: Module = match first.as_str() {
            "crate" => Vec::new(),
            "super" => from[..from.len().saturating_sub(1)].to_vec(),
            "self" => from.clone(),
            child
                if self
                    .files
                    .contains_key(&[from.clone(), vec![child.into()]].concat()) =>
            {
                from.clone()
            }
            _ => return None,
        };
        let mut rest: Vec<String> = match first.as_str() {
            "crate" | "super" | "self" => rest.to_vec(),
            _ => path.to_vec(),
        };
        while rest.first().is_some_and(|s| s == "super") {
            at.pop();
            rest.remove(0);
        }
        while let Some(next) = rest.first() {
            let child = [at.clone(), vec![next.clone()]].concat();
            if !self.files.contains_key(&child) {
                break;
            }
            at = child;
            rest.remove(0);
        }
        let Some(name) = rest.first().filter(|n| *n != "self" && *n != "*") else {
            return Some(at);
        };
        if depth < 8
            && !self.defines(&at, name)
            && let Some(source) = self.reexported(&at, name)
        {
            return self.resolve(&at, &source, depth + 1).or(Some(at));
        }
        Some(at)
    }

    /// Each file and the files it imports from.
    fn graph(&self) -> BTreeMap<Module, BTreeSet<Module>> {
        let mut graph = BTreeMap::new();
        for (module, code) in &self.code {
            let (uses, _) = use_trees(code);
            let paths = uses
                .iter()
                .flat_map(|tree| expand(tree))
                .chain(inline_paths(code));
            let targets: BTreeSet<Module> = paths
                .filter_map(|path| self.resolve(module, &path, 0))
                .filter(|target| target != module && self.files.contains_key(target))
                .collect();
            graph.insert(module.clone(), targets);
        }
        graph
    }
}

/// The files reached from `from` (itself only through a cycle).
fn reached(graph: &BTreeMap<Module, BTreeSet<Module>>, from: &Module) -> BTreeSet<Module> {
    let mut seen = BTreeSet::new();
    let mut todo: Vec<&Module> = graph[from].iter().collect();
    while let Some(next) = todo.pop() {
        if seen.insert(next.clone()) {
            todo.extend(graph.get(next).into_iter().flatten());
        }
    }
    seen
}

fn core() -> Crate {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    modules(&root, &root, &mut files);
    let code = files
        .iter()
        .map(|(m, path)| {
            let text = std::fs::read_to_string(path).expect("a source file");
            (m.clone(), code_only(&text))
        })
        .collect();
    Crate { files, code }
}

#[test]
fn no_file_of_the_core_imports_one_that_imports_it_back() {
    let core = core();
    let graph = core.graph();
    let name = |m: &Module| match m.is_empty() {
        true => "lib".to_string(),
        false => m.join("/"),
    };
    let circles: Vec<String> = graph
        .keys()
        .filter(|m| reached(&graph, m).contains(*m))
        .map(|m| {
            let back: Vec<String> = graph[m]
                .iter()
                .filter(|n| reached(&graph, n).contains(m))
                .map(name)
                .collect();
            format!("{} → {}", name(m), back.join(", "))
        })
        .collect();
    assert!(
        circles.is_empty(),
        "files in a circle:\n{}",
        circles.join("\n")
    );
}

/// The reading the check relies on: a path followed through a re-export to its file, a circle
/// found where there is one.
#[test]
fn paths_are_followed_to_the_file_that_defines_them() {
    let mut files = BTreeMap::new();
    let mut code = BTreeMap::new();
    for (module, text) in [
        (vec![], "pub mod a;"),
        (vec!["a"], "mod b; mod c; pub use b::Thing;"),
        (vec!["a", "b"], "use super::c::Other; pub struct Thing;"),
        (
            vec!["a", "c"],
            "pub struct Other; fn f() -> crate::a::Thing { todo!() }",
        ),
    ] {
        let module: Module = module.into_iter().map(String::from).collect();
        files.insert(module.clone(), PathBuf::new());
        code.insert(module, code_only(text));
    }
    let toy = Crate { files, code };
    let graph = toy.graph();
    let b: Module = vec!["a".into(), "b".into()];
    let c: Module = vec!["a".into(), "c".into()];
    assert_eq!(
        graph[&c],
        BTreeSet::from([b.clone()]),
        "through the re-export"
    );
    assert_eq!(graph[&b], BTreeSet::from([c.clone()]));
    assert!(reached(&graph, &b).contains(&b), "a circle");
    assert!(graph[&Vec::new()].is_empty(), "a declaration is no import");
}
