//! The shape of the code: the top-level modules of src/ are layers, each importing only from
//! the ones below it, so that none can be understood, tested or changed only together with
//! another. A cycle between them, of two modules or more, fails here with the files that make
//! each of its steps.

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
    let at = |i: usize| chars.get(i).copied().unwrap_or('\0');
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            code.push(' ');
        } else if c == 'r'
            && (at(i + 1) == '"' || at(i + 1) == '#')
            && !ident(at(i.wrapping_sub(1)))
        {
            // A raw string: r"…", r#"…"#, br"…".
            let mut hashes = 0;
            let mut j = i + 1;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            if at(j) != '"' {
                code.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (1..=hashes).all(|k| at(j + k) == '#') {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            code.push_str("\"\"");
            i = j;
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            code.push_str("\"\"");
        } else if c == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            // A character literal; a lifetime ('a) has no closing quote after one character.
            i += 1;
            if chars[i] == '\\' {
                i += 1;
            }
            i += 1;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            code.push_str("' '");
        } else {
            code.push(c);
            i += 1;
        }
    }
    code
}

/// The first names of the paths a `crate::` reaches: `crate::lang::Language` gives `lang`,
/// `use crate::{message::Message, notation::{Vocabulary, parse_move}}` gives `message` and
/// `notation`.
fn crate_names(code: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let chars: Vec<char> = code.chars().collect();
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let word = |from: usize| -> String {
        chars[from..]
            .iter()
            .skip_while(|c| c.is_whitespace())
            .take_while(|c| ident(**c))
            .collect()
    };
    let keyword: Vec<char> = "crate".chars().collect();
    for start in 0..chars.len() {
        if !chars[start..].starts_with(&keyword) || start > 0 && ident(chars[start - 1]) {
            continue;
        }
        let i = start + keyword.len();
        let mut j = i;
        while chars.get(j).is_some_and(|c| c.is_whitespace()) {
            j += 1;
        }
        if chars.get(j) != Some(&':') || chars.get(j + 1) != Some(&':') {
            continue;
        }
        j += 2;
        while chars.get(j).is_some_and(|c| c.is_whitespace()) {
            j += 1;
        }
        if chars.get(j) != Some(&'{') {
            names.insert(word(j));
            continue;
        }
        // A group: the names at its top level, each at the start of an item.
        let mut depth = 0;
        let mut item_start = true;
        while j < chars.len() {
            match chars[j] {
                '{' => {
                    depth += 1;
                    if depth == 1 {
                        item_start = true;
                    }
                }
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ',' if depth == 1 => item_start = true,
                c if depth == 1 && item_start && ident(c) => {
                    names.insert(word(j));
                    item_start = false;
                }
                _ => {}
            }
            j += 1;
        }
    }
    names
}

/// Each top-level module, the others it names and, for each, the files that name it.
type Graph = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

fn module_graph(src: &Path) -> Graph {
    let mut modules = BTreeMap::new();
    for entry in std::fs::read_dir(src).expect("src/") {
        let path = entry.expect("an entry of src/").path();
        let name = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        if name == "lib" || name == "main" {
            continue;
        }
        let mut files = Vec::new();
        if path.is_dir() {
            rust_files(&path, &mut files);
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        } else {
            continue;
        }
        modules.insert(name, files);
    }
    let root = src.parent().expect("the crate's folder");
    let mut graph = Graph::new();
    for (module, files) in &modules {
        let uses = graph.entry(module.clone()).or_default();
        for file in files {
            let text = std::fs::read_to_string(file).expect("a source file");
            let shown = file
                .strip_prefix(root)
                .unwrap_or(file)
                .display()
                .to_string();
            for name in crate_names(&code_only(&text)) {
                if name != *module && modules.contains_key(&name) {
                    uses.entry(name).or_default().insert(shown.clone());
                }
            }
        }
    }
    graph
}

/// The modules `to` is reached from `from` through, both included: the shortest way.
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
                let first = (0..cycle.len())
                    .min_by_key(|&k| &cycle[k])
                    .expect("a module");
                cycle.rotate_left(first);
                found.insert(cycle);
            }
        }
    }
    found.into_iter().collect()
}

fn describe(graph: &Graph, cycle: &[String]) -> String {
    let mut steps = Vec::new();
    for (k, a) in cycle.iter().enumerate() {
        let b = &cycle[(k + 1) % cycle.len()];
        let files: Vec<&str> = graph[a][b].iter().map(String::as_str).collect();
        steps.push(format!("  {a} → {b}: {}", files.join(", ")));
    }
    let mut names = cycle.to_vec();
    names.push(cycle[0].clone());
    format!("{}\n{}", names.join(" → "), steps.join("\n"))
}

/// No top-level module imports from another that imports from it, directly or through others.
#[test]
fn no_cycles_between_top_level_modules() {
    // The binary's src/ and the core crate's: the crate boundary keeps the core below the
    // binary; inside each, the modules must still form layers.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for src in [root.join("src"), root.join("crates/anna-core/src")] {
        let graph = module_graph(&src);
        let cycles = cycles(&graph);
        let described: Vec<String> = cycles.iter().map(|c| describe(&graph, c)).collect();
        assert!(
            cycles.is_empty(),
            "{} cycles between top-level modules of {}:\n{}",
            cycles.len(),
            src.display(),
            described.join("\n")
        );
    }
}

/// The reading of paths the check relies on: groups, comments and literals.
#[test]
fn crate_paths_are_read_from_code_only() {
    let code = code_only(
        "use crate::{message::{Arg, Message}, notation::Vocabulary};\n\
         // crate::record in a comment\n\
         /* crate::session /* nested */ crate::sync */\n\
         let s = \"crate::ui\"; let r = r#\"crate::cli\"#; let c = '\"';\n\
         fn f<'a>(x: &'a str) { crate::clock::now(x) }\n\
         pub(crate) fn g() { mycrate::engine(); }",
    );
    let names: Vec<String> = crate_names(&code).into_iter().collect();
    assert_eq!(names, ["clock", "message", "notation"]);
}
