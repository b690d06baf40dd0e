//! A small Lichess for the tests, on this machine: it speaks HTTP/1.1 on a loopback port,
//! records every request (method, path, headers, body) and answers as the test says: success
//! or an error status (403, 429, 503 …). Written from the
//! public API description (https://lichess.org/api): `POST /api/broadcast/round/{id}/push`
//! takes the PGN as the body and answers JSON.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How the server answers the next requests.
#[derive(Clone, Copy, Debug)]
pub enum Answer {
    Ok,
    Status(u16),
}

/// One request as the server got it.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    /// Header names in small letters.
    pub headers: BTreeMap<String, String>,
    pub body: String,
}

pub struct FakeLichess {
    pub url: String,
    requests: Arc<Mutex<Vec<Request>>>,
    answer: Arc<Mutex<Answer>>,
}

impl FakeLichess {
    pub fn start() -> FakeLichess {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
        let url = format!("http://{}", listener.local_addr().expect("its address"));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let answer = Arc::new(Mutex::new(Answer::Ok));
        let (seen, how) = (requests.clone(), answer.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let answer = *how.lock().unwrap();
                if let Some(request) = serve(stream, answer) {
                    seen.lock().unwrap().push(request);
                }
            }
        });
        FakeLichess {
            url,
            requests,
            answer,
        }
    }

    pub fn answer(&self, answer: Answer) {
        *self.answer.lock().unwrap() = answer;
    }

    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().unwrap().clone()
    }

    /// Waits (ten seconds at most) for a request that passes `pred`.
    pub fn wait_for(&self, what: &str, pred: impl Fn(&Request) -> bool) -> Request {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(found) = self.requests().into_iter().find(|r| pred(r)) {
                return found;
            }
            assert!(
                Instant::now() < deadline,
                "no {what} within 10 s; the requests: {:#?}",
                self.requests()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// Reads one request and answers it.
fn serve(stream: TcpStream, answer: Answer) -> Option<Request> {
    let mut reader = BufReader::new(stream.try_clone().ok()?);
    let mut line = String::new();
    reader.read_line(&mut line).ok()?;
    let mut parts = line.split_whitespace();
    let method = parts.next()?.to_string();
    let path = parts.next()?.to_string();
    let mut headers = BTreeMap::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.insert(name.trim().to_ascii_lowercase(), value.trim().to_string());
    }
    let length: usize = headers
        .get("content-length")
        .and_then(|l| l.parse().ok())
        .unwrap_or(0);
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    let request = Request {
        method,
        path,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    };
    let mut stream = stream;
    let (status, text) = match answer {
        Answer::Ok => (200, "{\"moves\":1}"),
        Answer::Status(429) => (429, "{\"error\":\"Too many requests\"}"),
        Answer::Status(status) => (status, "{\"error\":\"no\"}"),
    };
    let _ = write!(
        stream,
        "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
        text.len()
    );
    let _ = stream.flush();
    Some(request)
}
