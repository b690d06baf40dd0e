//! Lichess's published API description (tests/fixtures/lichess-api, copied unchanged from
//! github.com/lichess-org/api) read as JSON Schema: the tests' local Lichess checks every line
//! it sends and every form anna posts against it. The subset of JSON Schema the description
//! uses: `$ref` to a sibling file, `type` (one or several), `enum`, `const`, `properties`,
//! `required`, `items`, `additionalProperties`, `allOf`, `oneOf`.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::OnceLock;

use serde_json::Value;

/// The folder of the copied description.
fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lichess-api")
}

/// One YAML file of the description as JSON.
fn load(relative: &str) -> Value {
    let path = folder().join(relative);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("the description's {}: {e}", path.display()));
    let yaml: serde_norway::Value =
        serde_norway::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::to_value(yaml).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every schema file, by name (`GameStateEvent`).
pub fn schemas() -> &'static BTreeMap<String, Value> {
    static SCHEMAS: OnceLock<BTreeMap<String, Value>> = OnceLock::new();
    SCHEMAS.get_or_init(|| {
        let dir = folder().join("schemas");
        let mut all = BTreeMap::new();
        for entry in std::fs::read_dir(&dir)
            .expect("the schemas folder")
            .flatten()
        {
            let name = entry.file_name().to_string_lossy().to_string();
            if let Some(stem) = name.strip_suffix(".yaml") {
                all.insert(stem.to_string(), load(&format!("schemas/{name}")));
            }
        }
        all
    })
}

/// An operation's file (`board/api-stream-event`) as JSON.
pub fn operation(tag: &str) -> Value {
    load(&format!("tags/{tag}.yaml"))
}

/// The schema a `$ref` names (`./X.yaml`, `../../schemas/X.yaml`).
fn referenced(reference: &str) -> &'static Value {
    let name = reference
        .rsplit('/')
        .next()
        .and_then(|f| f.strip_suffix(".yaml"))
        .unwrap_or(reference);
    schemas()
        .get(name)
        .unwrap_or_else(|| panic!("no schema {name} in the description's copy"))
}

/// Checks `value` against the schema named `name`: `Err` says where it fails.
pub fn check(name: &str, value: &Value) -> Result<(), String> {
    let schema = schemas()
        .get(name)
        .unwrap_or_else(|| panic!("no schema {name}"));
    validate(schema, value, false, name)
}

/// Checks a line of an NDJSON stream against the operation's `200` answer.
pub fn check_line(tag: &str, method: &str, line: &Value) -> Result<(), String> {
    let op = operation(tag);
    let schema = &op[method]["responses"]["200"]["content"]["application/x-ndjson"]["schema"];
    assert!(!schema.is_null(), "{tag}: no NDJSON answer");
    validate(schema, line, false, tag)
}

/// Checks a JSON answer against the operation's answer for `status`.
pub fn check_answer(tag: &str, method: &str, status: u16, body: &Value) -> Result<(), String> {
    let op = operation(tag);
    let schema =
        &op[method]["responses"][status.to_string()]["content"]["application/json"]["schema"];
    if schema.is_null() {
        return Err(format!("{tag}: the description has no {status} answer"));
    }
    validate(schema, body, false, tag)
}

/// Checks a form body (`a=b&c=d`, decoded) against the operation's request body: the
/// values are text, read as the schema's type.
pub fn check_form(tag: &str, form: &BTreeMap<String, String>) -> Result<(), String> {
    let op = operation(tag);
    let schema =
        &op["post"]["requestBody"]["content"]["application/x-www-form-urlencoded"]["schema"];
    if schema.is_null() {
        return Err(format!("{tag}: the description takes no form"));
    }
    let value = Value::Object(
        form.iter()
            .map(|(k, v)| (k.clone(), Value::String(v.clone())))
            .collect(),
    );
    validate(schema, &value, true, tag)?;
    // A field the operation does not name is one Lichess ignores: anna's mistake.
    let mut named = Vec::new();
    property_names(schema, &mut named);
    match form.keys().find(|k| !named.contains(k)) {
        Some(unknown) => Err(format!("{tag}: the form field {unknown} is not described")),
        None => Ok(()),
    }
}

fn property_names(schema: &Value, names: &mut Vec<String>) {
    if let Some(props) = schema["properties"].as_object() {
        names.extend(props.keys().cloned());
    }
    for key in ["allOf", "oneOf", "anyOf"] {
        for sub in schema[key].as_array().into_iter().flatten() {
            property_names(sub, names);
        }
    }
    if let Some(r) = schema["$ref"].as_str() {
        property_names(referenced(r), names);
    }
}

/// Whether `value` has JSON type `ty`; a form's text is read as the type asked for.
fn has_type(value: &Value, ty: &str, form: bool) -> bool {
    let text = value.as_str().filter(|_| form);
    match ty {
        "string" => value.is_string(),
        "integer" => {
            value.is_i64() || value.is_u64() || text.is_some_and(|t| t.parse::<i64>().is_ok())
        }
        "number" => value.is_number() || text.is_some_and(|t| t.parse::<f64>().is_ok()),
        "boolean" => value.is_boolean() || text.is_some_and(|t| t == "true" || t == "false"),
        "object" => value.is_object(),
        "array" => value.is_array(),
        "null" => value.is_null(),
        _ => false,
    }
}

/// The value as the schema compares it (`enum`, `const`): a form's text as its JSON value.
fn comparable(value: &Value, form: bool) -> Value {
    match value.as_str() {
        Some(t) if form => serde_json::from_str(t).unwrap_or_else(|_| value.clone()),
        _ => value.clone(),
    }
}

fn validate(schema: &Value, value: &Value, form: bool, at: &str) -> Result<(), String> {
    if let Some(r) = schema["$ref"].as_str() {
        validate(referenced(r), value, form, &format!("{at}→{r}"))?;
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(t) => vec![t.as_str()],
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    if !types.is_empty() && !types.iter().any(|t| has_type(value, t, form)) {
        return Err(format!("{at}: {value} is not of type {types:?}"));
    }
    let plain = comparable(value, form);
    if let Some(options) = schema["enum"].as_array()
        && !options.contains(value)
        && !options.contains(&plain)
    {
        return Err(format!("{at}: {value} is not one of {options:?}"));
    }
    if let Some(fixed) = schema.get("const")
        && fixed != value
        && *fixed != plain
    {
        return Err(format!("{at}: {value} is not {fixed}"));
    }
    for sub in schema["allOf"].as_array().into_iter().flatten() {
        validate(sub, value, form, at)?;
    }
    // `oneOf` read as "at least one": the description's alternatives overlap (an empty
    // `properties: {}` matches anything).
    if let Some(options) = schema["oneOf"].as_array() {
        let failures: Vec<String> = options
            .iter()
            .filter_map(|sub| validate(sub, value, form, at).err())
            .collect();
        if failures.len() == options.len() {
            return Err(format!("{at}: none of the alternatives: {failures:#?}"));
        }
    }
    if let Some(object) = value.as_object() {
        for field in schema["required"].as_array().into_iter().flatten() {
            let field = field.as_str().unwrap_or_default();
            if !object.contains_key(field) {
                return Err(format!("{at}: {value} lacks the required field {field}"));
            }
        }
        for (key, item) in object {
            let sub = &schema["properties"][key];
            if !sub.is_null() {
                validate(sub, item, form, &format!("{at}.{key}"))?;
            } else if schema["additionalProperties"].is_object() {
                validate(
                    &schema["additionalProperties"],
                    item,
                    form,
                    &format!("{at}.{key}"),
                )?;
            }
        }
    }
    if let (Some(items), Some(array)) = (schema.get("items"), value.as_array()) {
        for (i, item) in array.iter().enumerate() {
            validate(items, item, form, &format!("{at}[{i}]"))?;
        }
    }
    Ok(())
}
