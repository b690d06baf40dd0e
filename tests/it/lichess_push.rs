//! The broadcast push as Lichess answers it: a 200 whose `games[].error` says the game was not
//! taken is said with Lichess's reason; a token Lichess does not know (401) says to make a
//! new one with `anna lichess login`, and the broadcast stops instead of retrying for ever;
//! both end `anna lichess push` with status 2.

use crate::common::Dirs;
use crate::common::lichess::{Answer, FakeLichess};

const TOKEN: &str = "lip_PushToken77";

fn push(server: &FakeLichess, dirs: &Dirs, journal: &str) -> (Option<i32>, String) {
    let args = [
        "lichess",
        "push",
        "R5abcdef",
        journal,
        "--server",
        &server.url,
    ];
    let out = dirs
        .command(&args)
        .env("LICHESS_TOKEN", TOKEN)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn lichess_push_a_rejected_game_and_an_unknown_token_are_said_with_what_to_do() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("lichess-push-rejected");
    crate::common::run_with_input(dirs.command(&[]), "e4\ne5\n".as_bytes());
    let journal = dirs.only_game_file("journal");
    let journal = journal.to_string_lossy();
    server.answer(Answer::Rejected(
        "The relay has an upstream URL, push is not allowed.",
    ));
    let (code, err) = push(&server, &dirs, &journal);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(
            "Lichess hat die Partie nicht übernommen: The relay has an upstream URL, push is not allowed."
        ),
        "{err}"
    );
    server.answer(Answer::Status(401));
    let (code, err) = push(&server, &dirs, &journal);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("Lichess kennt diesen Token nicht"), "{err}");
    assert!(err.contains("anna lichess login"), "{err}");
    assert!(!err.contains("Berechtigung study:write;"), "{err}");
}

#[test]
fn lichess_push_an_unknown_token_stops_the_broadcast_once() {
    let server = FakeLichess::start();
    server.answer(Answer::Status(401));
    let dirs = Dirs::new("lichess-push-401");
    let args = ["--broadcast", "R6abcdef", "--server", &server.url];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)]);
    anna.until_prompt();
    anna.send("e4");
    anna.expect(
        "Die Übertragung an Lichess (Runde R6abcdef) endet: Lichess kennt diesen Token nicht",
    );
    let pushes = || {
        server
            .requests()
            .iter()
            .filter(|r| r.path.ends_with("/push"))
            .count()
    };
    let before = pushes();
    for m in ["e5", "Sf3", "Sc6"] {
        let (answer, _) = anna.step(m);
        assert!(!answer.contains("Übertragung"), "{answer}");
    }
    assert_eq!(pushes(), before, "nothing pushed after the 401");
    assert_eq!(anna.out.matches("endet:").count(), 1, "{}", anna.out);
}

/// The engine of a broadcast game is started without `LICHESS_TOKEN` in its environment.
#[test]
fn lichess_push_the_engine_never_sees_the_token() {
    let server = FakeLichess::start();
    let dirs = Dirs::new("lichess-engine-env");
    let seen = dirs.root.join("engine-env");
    let script = dirs.root.join("env-engine");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nenv > {seen}\nexec {sf}\n",
            seen = seen.display(),
            sf = anna::engine::default_path().display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = script.display().to_string();
    let args = [
        "--broadcast",
        "R7abcdef",
        "--server",
        &server.url,
        "--engine",
        "black",
        "--engine-nodes",
        "2000",
        "--engine-path",
        &path,
    ];
    let mut anna = dirs.spawn_with_env(&args, &[("LICHESS_TOKEN", TOKEN)]);
    anna.until_prompt();
    anna.send("e4");
    anna.expect("2. Weiß");
    let env = std::fs::read_to_string(&seen).unwrap();
    assert!(env.contains("PATH="), "{env}");
    assert!(
        !env.contains("LICHESS_TOKEN") && !env.contains(TOKEN),
        "{env}"
    );
}
