//! The shape of the code: at every level, the parts of a module are layers, each importing
//! only from the ones below it, so that none can be understood, tested or changed only together
//! with another. The parts are the top-level modules of src/ (and of each crates/*/src/), then
//! inside each module folder its files and subfolders, down to the last file. A cycle between
//! the parts of one module, of two or more, fails here with the files that make each of its
//! steps. A module's own file (lib.rs, mod.rs, or x.rs beside the folder x/) is its face, not a
//! part: its `pub use` lines say which part a name it hands on comes from.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

/// The Rust files below `dir`, in a stable order.
fn rust_files(dir: &Path, files: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a source folder")
        .map(|e| e.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        }
    }
}

/// The code without its comments and without the contents of its string and character
/// literals: a path written in a doc comment or a message is not an import.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut code = String::with_capacity(text.len());
    let mut i = 0;
    let ch = |i: usize| at(&chars, i);
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let raw =
            c == 'r' && (ch(i + 1) == '"' || ch(i + 1) == '#') && !ident(ch(i.wrapping_sub(1)));
        // Where what is skipped ends, and what stands in its place.
        let skipped = if c == '/' && ch(i + 1) == '/' {
            Some((line_comment_end(&chars, i), ""))
        } else if c == '/' && ch(i + 1) == '*' {
            Some((block_comment_end(&chars, i), " "))
        } else if let Some(end) = raw.then(|| raw_string_end(&chars, i)).flatten() {
            Some((end, "\"\""))
        } else if c == '"' {
            Some((string_end(&chars, i), "\"\""))
        } else if c == '\'' && (ch(i + 1) == '\\' || ch(i + 2) == '\'') {
            // A character literal; a lifetime ('a) has no closing quote after one character.
            Some((char_end(&chars, i), "' '"))
        } else {
            None
        };
        match skipped {
            Some((end, kept)) => {
                code.push_str(kept);
                i = end;
            }
            None => {
                code.push(c);
                i += 1;
            }
        }
    }
    code
}

/// The character at `i`, or NUL past either end.
fn at(chars: &[char], i: usize) -> char {
    chars.get(i).copied().unwrap_or('\0')
}

/// Where a `//` comment at `i` ends: at its newline, which is kept.
fn line_comment_end(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && chars[i] != '\n' {
        i += 1;
    }
    i
}

/// Where a `/* … */` comment at `i` ends, comments nested in it included.
fn block_comment_end(chars: &[char], mut i: usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        if chars[i] == '/' && at(chars, i + 1) == '*' {
            depth += 1;
            i += 2;
        } else if chars[i] == '*' && at(chars, i + 1) == '/' {
            depth -= 1;
            i += 2;
            if depth == 0 {
                break;
            }
        } else {
            i += 1;
        }
    }
    i
}

/// Where a raw string at `i` (r"…", r#"…"#, br"…") ends; `None` where the `r` begins no
/// string.
fn raw_string_end(chars: &[char], i: usize) -> Option<usize> {
    let mut hashes = 0;
    let mut j = i + 1;
    while at(chars, j) == '#' {
        hashes += 1;
        j += 1;
    }
    if at(chars, j) != '"' {
        return None;
    }
    j += 1;
    while j < chars.len() {
        if chars[j] == '"' && (1..=hashes).all(|k| at(chars, j + k) == '#') {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(j)
}

/// Where a string literal at `i` ends, its escapes skipped.
fn string_end(chars: &[char], mut i: usize) -> usize {
    i += 1;
    while i < chars.len() && chars[i] != '"' {
        if chars[i] == '\\' {
            i += 1;
        }
        i += 1;
    }
    i + 1
}

/// Where a character literal at `i` ends.
fn char_end(chars: &[char], mut i: usize) -> usize {
    i += 1;
    if chars[i] == '\\' {
        i += 1;
    }
    i += 1;
    while i < chars.len() && chars[i] != '\'' {
        i += 1;
    }
    i + 1
}

/// A piece of code as the paths are read from it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    Path,
    Open,
    Close,
    Comma,
    Star,
    Other,
}

fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if ident(c) {
            let word: String = chars[i..].iter().take_while(|c| ident(**c)).collect();
            i += word.chars().count();
            tokens.push(Token::Word(word));
            continue;
        }
        tokens.push(match c {
            ':' if chars.get(i + 1) == Some(&':') => {
                i += 1;
                Token::Path
            }
            '{' => Token::Open,
            '}' => Token::Close,
            ',' => Token::Comma,
            '*' => Token::Star,
            c if c.is_whitespace() => {
                i += 1;
                continue;
            }
            _ => Token::Other,
        });
        i += 1;
    }
    tokens
}

fn word(tokens: &[Token], at: usize) -> Option<&str> {
    match tokens.get(at) {
        Some(Token::Word(w)) => Some(w),
        _ => None,
    }
}

/// The paths of a use tree or a path starting at `at`, each after `prefix`, with the name it
/// is known by (the last one, or the one after `as`). Returns where the tree ends.
fn tree(
    tokens: &[Token],
    mut at: usize,
    prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, String)>,
) -> usize {
    let mut path = prefix;
    loop {
        match tokens.get(at) {
            Some(Token::Open) => {
                at += 1;
                while at < tokens.len() && tokens[at] != Token::Close {
                    if tokens[at] == Token::Comma {
                        at += 1;
                        continue;
                    }
                    at = tree(tokens, at, path.clone(), out);
                }
                return at + 1;
            }
            Some(Token::Star) => {
                out.push((path, "*".to_string()));
                return at + 1;
            }
            Some(Token::Word(w)) if w == "self" && !path.is_empty() => {
                let name = path.last().cloned().unwrap_or_default();
                out.push((path, name));
                return at + 1;
            }
            Some(Token::Word(w)) => {
                path.push(w.clone());
                at += 1;
                if tokens.get(at) == Some(&Token::Path) {
                    at += 1;
                    continue;
                }
                let mut name = w.clone();
                if word(tokens, at) == Some("as") {
                    name = word(tokens, at + 1).unwrap_or_default().to_string();
                    at += 2;
                }
                out.push((path, name));
                return at;
            }
            _ => {
                if !path.is_empty() {
                    let name = path.last().cloned().unwrap_or_default();
                    out.push((path, name));
                }
                return at;
            }
        }
    }
}

/// Every path of the crate a file names, from its root: `crate::lang::Language` gives
/// `lang::Language`; in src/ui/line_view.rs `super::typed_line::{too_long, TypedLine}` gives
/// `ui::typed_line::too_long` and `ui::typed_line::TypedLine`. `module` is the file's own
/// path; a `mod tests { … }` inside it is one further down, so that its `super` is the file.
fn crate_paths(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let tokens = tokens(code);
    let mut paths = Vec::new();
    let mut scope: Vec<String> = module.to_vec();
    let mut inline: Vec<usize> = Vec::new();
    let mut depth = 0;
    let mut at = 0;
    while at < tokens.len() {
        match &tokens[at] {
            Token::Open => depth += 1,
            Token::Close => {
                if inline.last() == Some(&depth) {
                    inline.pop();
                    scope.pop();
                }
                depth -= 1;
            }
            Token::Word(w) if w == "mod" && tokens.get(at + 2) == Some(&Token::Open) => {
                if let Some(name) = word(&tokens, at + 1) {
                    scope.push(name.to_string());
                    depth += 1;
                    inline.push(depth);
                    at += 3;
                    continue;
                }
            }
            Token::Word(w)
                if matches!(w.as_str(), "crate" | "super" | "self")
                    && tokens.get(at + 1) == Some(&Token::Path)
                    && (at == 0 || tokens[at - 1] != Token::Path) =>
            {
                let mut base = if w == "crate" {
                    Vec::new()
                } else {
                    scope.clone()
                };
                let mut next = at;
                while word(&tokens, next) == Some("super") || word(&tokens, next) == Some("self") {
                    if word(&tokens, next) == Some("super") {
                        base.pop();
                    }
                    if tokens.get(next + 1) != Some(&Token::Path) {
                        break;
                    }
                    next += 2;
                }
                if w == "crate" {
                    next = at + 2;
                }
                let mut found = Vec::new();
                at = tree(&tokens, next, base, &mut found);
                paths.extend(found.into_iter().map(|(path, _)| path));
                continue;
            }
            _ => {}
        }
        at += 1;
    }
    paths
}

/// The names a module's own file hands on with `pub use part::…` (or `pub(crate) use`), each
/// with the part it comes from.
fn handed_on(code: &str, parts: &BTreeMap<String, Vec<PathBuf>>) -> BTreeMap<String, String> {
    let tokens = tokens(code);
    let mut names = BTreeMap::new();
    for at in 0..tokens.len() {
        if word(&tokens, at) != Some("pub") {
            continue;
        }
        let mut next = at + 1;
        if tokens.get(next) == Some(&Token::Other) {
            // pub(crate), pub(super), pub(in …)
            while next < tokens.len() && word(&tokens, next) != Some("use") {
                next += 1;
                if next > at + 6 {
                    break;
                }
            }
        }
        if word(&tokens, next) != Some("use") {
            continue;
        }
        let mut found = Vec::new();
        tree(&tokens, next + 1, Vec::new(), &mut found);
        for (path, name) in found {
            let path: Vec<&String> = path.iter().skip_while(|p| *p == "self").collect();
            if let Some(first) = path.first()
                && parts.contains_key(first.as_str())
            {
                names.insert(name, first.to_string());
            }
        }
    }
    names
}

/// The parts of one module and, for each, the others it names and the files that name them.
type Graph = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

/// A module folder: where it is, its path in the crate, its own file.
struct Module {
    dir: PathBuf,
    path: Vec<String>,
    face: Option<PathBuf>,
}

/// The parts of a module folder: each file and each subfolder (with its x.rs), by name.
fn parts(module: &Module) -> BTreeMap<String, Vec<PathBuf>> {
    let mut parts: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&module.dir)
        .expect("a source folder")
        .map(|e| e.expect("a folder entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        let top = module.path.is_empty();
        if name == "mod" || top && (name == "lib" || name == "main") {
            continue;
        }
        let files = parts.entry(name).or_default();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        }
    }
    parts.retain(|_, files| !files.is_empty());
    parts
}

/// A file's own module path: src/ui/line_view.rs is `ui::line_view`, src/ui/board_view/mod.rs
/// is `ui::board_view`.
fn file_module(root: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(root).expect("a file of the crate");
    let mut path: Vec<String> = relative
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if path.last().is_some_and(|l| l == "mod" || l == "lib") {
        path.pop();
    }
    path
}

fn module_graph(root: &Path, module: &Module) -> Graph {
    let parts = parts(module);
    let face = module
        .face
        .as_ref()
        .and_then(|f| std::fs::read_to_string(f).ok())
        .map(|text| handed_on(&code_only(&text), &parts))
        .unwrap_or_default();
    let shown_root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let depth = module.path.len();
    let mut graph = Graph::new();
    for (part, files) in &parts {
        let uses = graph.entry(part.clone()).or_default();
        for file in files {
            let text = std::fs::read_to_string(file).expect("a source file");
            let shown = file
                .strip_prefix(shown_root)
                .unwrap_or(file)
                .display()
                .to_string();
            for path in crate_paths(&code_only(&text), &file_module(root, file)) {
                if path.len() <= depth || path[..depth] != module.path[..] {
                    continue;
                }
                let name = &path[depth];
                let used = if parts.contains_key(name) {
                    Some(name)
                } else {
                    face.get(name)
                };
                if let Some(used) = used.filter(|u| *u != part) {
                    uses.entry(used.clone()).or_default().insert(shown.clone());
                }
            }
        }
    }
    graph
}

/// Every module folder below a crate's src/, the top one first.
fn modules(root: &Path) -> Vec<Module> {
    let mut found = vec![Module {
        dir: root.to_path_buf(),
        path: Vec::new(),
        face: Some(root.join("lib.rs")),
    }];
    let mut k = 0;
    while k < found.len() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&found[k].dir)
            .expect("a source folder")
            .map(|e| e.expect("a folder entry").path())
            .filter(|p| p.is_dir())
            .collect();
        entries.sort();
        for dir in entries {
            let name = dir
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            let mut path = found[k].path.clone();
            path.push(name);
            let face = [dir.join("mod.rs"), dir.with_extension("rs")]
                .into_iter()
                .find(|f| f.is_file());
            found.push(Module { dir, path, face });
        }
        k += 1;
    }
    found
}

/// The source folders of the crates: src/ and, in a workspace, each crates/*/src/.
fn source_roots() -> Vec<PathBuf> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut roots = vec![here.join("src")];
    if let Ok(entries) = std::fs::read_dir(here.join("crates")) {
        let mut crates: Vec<PathBuf> = entries
            .map(|e| e.expect("a folder entry").path().join("src"))
            .filter(|p| p.is_dir())
            .collect();
        crates.sort();
        roots.extend(crates);
    }
    roots
}

/// The parts `to` is reached from `from` through, both included: the shortest way.
fn path(graph: &Graph, from: &str, to: &str) -> Option<Vec<String>> {
    let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        if at == to {
            let mut way = vec![to.to_string()];
            let mut step = to;
            while step != from {
                step = came_from[step];
                way.push(step.to_string());
            }
            way.reverse();
            return Some(way);
        }
        for next in graph[at].keys() {
            if next != from && !came_from.contains_key(next.as_str()) {
                came_from.insert(next, at);
                queue.push_back(next);
            }
        }
    }
    None
}

/// Every cycle through an import, each once: the shortest one through each step `a → b`, with
/// its rotations taken as the same cycle.
fn cycles(graph: &Graph) -> Vec<Vec<String>> {
    let mut found = BTreeSet::new();
    for (a, uses) in graph {
        for b in uses.keys() {
            if let Some(mut cycle) = path(graph, b, a) {
                let first = (0..cycle.len()).min_by_key(|&k| &cycle[k]).expect("a part");
                cycle.rotate_left(first);
                found.insert(cycle);
            }
        }
    }
    found.into_iter().collect()
}

fn describe(graph: &Graph, module: &[String], cycle: &[String]) -> String {
    let named = |part: &str| {
        let mut path = module.to_vec();
        path.push(part.to_string());
        path.join("::")
    };
    let mut steps = Vec::new();
    for (k, a) in cycle.iter().enumerate() {
        let b = &cycle[(k + 1) % cycle.len()];
        let files: Vec<&str> = graph[a][b].iter().map(String::as_str).collect();
        steps.push(format!(
            "  {} → {}: {}",
            named(a),
            named(b),
            files.join(", ")
        ));
    }
    let mut names: Vec<String> = cycle.iter().map(|p| named(p)).collect();
    names.push(named(&cycle[0]));
    format!("{}\n{}", names.join(" → "), steps.join("\n"))
}

/// The cycles of every module of the crate whose source is in `root`, described.
fn all_cycles(root: &Path) -> Vec<String> {
    let mut described = Vec::new();
    for module in modules(root) {
        let graph = module_graph(root, &module);
        for cycle in cycles(&graph) {
            described.push(describe(&graph, &module.path, &cycle));
        }
    }
    described
}

/// No part of a module imports from another that imports from it, directly or through others:
/// not between the top-level modules, not between the files of a module folder, in any crate.
#[test]
fn no_import_circle_at_any_level() {
    let mut described = Vec::new();
    for root in source_roots() {
        described.extend(all_cycles(&root));
    }
    assert!(
        described.is_empty(),
        "{} import cycles:\n{}",
        described.len(),
        described.join("\n")
    );
}

/// The reading of paths the check relies on: groups, `super`, a test module, comments and
/// literals.
#[test]
fn crate_paths_are_read_from_code_only() {
    let code = code_only(
        "use crate::{message::{Arg, Message}, notation::Vocabulary};\n\
         use super::typed_line::{self, too_long as long};\n\
         // crate::record in a comment\n\
         /* crate::session /* nested */ crate::sync */\n\
         let s = \"crate::ui\"; let r = r#\"crate::cli\"#; let c = '\"';\n\
         fn f<'a>(x: &'a str) { crate::clock::now(x) }\n\
         pub(crate) fn g() { mycrate::engine(); }\n\
         mod tests { use super::*; use super::super::board_keys::bind; }",
    );
    let module = ["ui".to_string(), "line_view".to_string()];
    let paths: Vec<String> = crate_paths(&code, &module)
        .into_iter()
        .map(|p| p.join("::"))
        .collect();
    assert_eq!(
        paths,
        [
            "message::Arg",
            "message::Message",
            "notation::Vocabulary",
            "ui::typed_line",
            "ui::typed_line::too_long",
            "clock::now",
            "ui::line_view",
            "ui::board_keys::bind",
        ]
    );
}

/// A name a module's own file hands on is counted as an import of the part it comes from.
#[test]
fn names_handed_on_lead_to_their_part() {
    let parts: BTreeMap<String, Vec<PathBuf>> = ["signals", "line_view"]
        .into_iter()
        .map(|p| (p.to_string(), vec![PathBuf::from(format!("{p}.rs"))]))
        .collect();
    let code = code_only(
        "pub use signals::{Latest, watch as watch_signals};\n\
         pub(crate) use self::line_view::LineView;\n\
         use crate::output::Event;\n\
         pub use elsewhere::Thing;",
    );
    let names: Vec<(String, String)> = handed_on(&code, &parts).into_iter().collect();
    let expected: Vec<(String, String)> = [
        ("Latest", "signals"),
        ("LineView", "line_view"),
        ("watch_signals", "signals"),
    ]
    .into_iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(names, expected);
}
