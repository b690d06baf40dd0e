//! A voice pack's clips as Ogg Opus (RFC 7845): one word is one small Ogg Opus file, which any
//! player plays, and which is about a tenth of the 16-bit WAV it was made from.
//!
//! Why Opus: measured on the German pack (920 words, docs/speech.md), Opus at 24 kbit/s makes
//! 2.2 MB where Ogg Vorbis at its lowest quality makes 4.4 MB, because every Vorbis file carries
//! its codebooks (about 3 KB, more than most words' sound) and an Opus file a 19-byte header;
//! and Opus is made for speech at these rates. libopus (Debian's `libopus0`) both encodes and
//! decodes, through the `opusic-c` binding; the Ogg pages are read and written by the `ogg`
//! crate.
//!
//! A clip is decoded at the pack's rate (8, 12, 16, 24 or 48 kHz: what libopus gives); the
//! encoder's delay (the header's pre-skip) is dropped at the start and the stream's last
//! granule position cuts the padding at the end, so a decoded clip is as long as the samples
//! that were encoded.

use std::io::Cursor;

use opusic_c::{Application, Bitrate, Channels, Decoder, Encoder, SampleRate, Signal};

use crate::speech::segment::to_i16;

/// The rate Opus counts granule positions and the pre-skip in.
const GRANULE_RATE: u32 = 48_000;

/// The bit rate of the shipped packs: speech without audible loss at 24 kHz, about a tenth of
/// 16-bit WAV at 22 kHz.
pub const BITRATE: u32 = 32_000;

/// The rate packs are encoded at: the nearest Opus rate above espeak-ng's 22,050 Hz.
pub const PACK_RATE: u32 = 24_000;

/// The largest Opus frame: 120 ms at 48 kHz.
const MAX_FRAME: usize = 5760;

/// Why an Ogg Opus clip cannot be read or made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpusProblem {
    /// Not an Ogg stream, or a damaged page; the Ogg reader's own account.
    Ogg(String),
    /// The first packet is not an `OpusHead`.
    NoHead,
    /// A header this reader does not know (a version or a channel mapping beyond mono and
    /// stereo).
    Unsupported,
    /// libopus refused a packet or a setting; its own account.
    Codec(String),
    /// A rate libopus does not decode at (only 8, 12, 16, 24 and 48 kHz).
    Rate(u32),
}

impl std::fmt::Display for OpusProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpusProblem::Ogg(detail) => write!(f, "Ogg: {detail}"),
            OpusProblem::NoHead => f.write_str("no OpusHead"),
            OpusProblem::Unsupported => f.write_str("unsupported OpusHead"),
            OpusProblem::Codec(detail) => write!(f, "Opus: {detail}"),
            OpusProblem::Rate(rate) => write!(f, "{rate} Hz"),
        }
    }
}

fn codec(e: opusic_c::ErrorCode) -> OpusProblem {
    OpusProblem::Codec(e.message().to_string())
}

/// The rates libopus decodes at.
pub fn opus_rate(rate: u32) -> Result<SampleRate, OpusProblem> {
    Ok(match rate {
        8000 => SampleRate::Hz8000,
        12000 => SampleRate::Hz12000,
        16000 => SampleRate::Hz16000,
        24000 => SampleRate::Hz24000,
        48000 => SampleRate::Hz48000,
        _ => return Err(OpusProblem::Rate(rate)),
    })
}

/// What an `OpusHead` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Head {
    pub channels: u8,
    /// Samples at 48 kHz to drop at the start.
    pub pre_skip: u16,
    /// Gain in 1/256 dB.
    pub gain: i16,
}

impl Head {
    fn parse(packet: &[u8]) -> Result<Head, OpusProblem> {
        if packet.len() < 19 || &packet[..8] != b"OpusHead" {
            return Err(OpusProblem::NoHead);
        }
        let channels = packet[9];
        // Version 1 (the upper four bits are the major version), mapping family 0.
        if packet[8] >> 4 != 0 || packet[18] != 0 || !(1..=2).contains(&channels) {
            return Err(OpusProblem::Unsupported);
        }
        Ok(Head {
            channels,
            pre_skip: u16::from_le_bytes([packet[10], packet[11]]),
            gain: i16::from_le_bytes([packet[16], packet[17]]),
        })
    }

    fn bytes(&self, input_rate: u32) -> Vec<u8> {
        let mut v = b"OpusHead".to_vec();
        v.push(1);
        v.push(self.channels);
        v.extend(self.pre_skip.to_le_bytes());
        v.extend(input_rate.to_le_bytes());
        v.extend(self.gain.to_le_bytes());
        v.push(0);
        v
    }
}

/// Reads only the `OpusHead` of a clip: what a pack's check needs without decoding.
pub fn head(bytes: &[u8]) -> Result<Head, OpusProblem> {
    let mut reader = ogg::PacketReader::new(Cursor::new(bytes));
    match reader.read_packet() {
        Ok(Some(packet)) => Head::parse(&packet.data),
        Ok(None) => Err(OpusProblem::NoHead),
        Err(e) => Err(OpusProblem::Ogg(e.to_string())),
    }
}

/// Decodes a clip at `rate`, mixed down to one channel, as 16-bit samples (libopus decodes in
/// floats; each sample is rounded to 16 bits once, its gain applied, as a sound card of 16
/// bits would take it).
pub fn decode(bytes: &[u8], rate: u32) -> Result<Vec<i16>, OpusProblem> {
    OpusStream::new(bytes.to_vec(), rate)?.finish()
}

/// A clip being decoded a packet at a time: its beginning can be played while the rest is
/// decoded ([`OpusStream::decode_until`], then [`OpusStream::finish`]).
pub struct OpusStream {
    reader: ogg::PacketReader<Cursor<Vec<u8>>>,
    decoder: Decoder,
    serial: u32,
    head: Head,
    /// 48 kHz over the decoding rate: what granule positions and the pre-skip are divided by.
    scale: u64,
    gain: f32,
    frame: Vec<f32>,
    /// Every sample decoded, the pre-skip included.
    samples: Vec<i16>,
    last_granule: Option<u64>,
    tags: bool,
    ended: bool,
}

impl OpusStream {
    /// Reads the clip's `OpusHead`; nothing is decoded yet.
    pub fn new(bytes: Vec<u8>, rate: u32) -> Result<OpusStream, OpusProblem> {
        let sample_rate = opus_rate(rate)?;
        let mut reader = ogg::PacketReader::new(Cursor::new(bytes));
        let first = reader
            .read_packet()
            .map_err(ogg_error)?
            .ok_or(OpusProblem::NoHead)?;
        let head = Head::parse(&first.data)?;
        let channels = if head.channels == 2 {
            Channels::Stereo
        } else {
            Channels::Mono
        };
        Ok(OpusStream {
            serial: first.stream_serial(),
            decoder: Decoder::new(channels, sample_rate).map_err(codec)?,
            scale: u64::from(GRANULE_RATE / rate),
            gain: if head.gain == 0 {
                1.0
            } else {
                10f32.powf(f32::from(head.gain) / (20.0 * 256.0))
            },
            frame: vec![0.0f32; MAX_FRAME * usize::from(head.channels)],
            head,
            reader,
            samples: Vec::new(),
            last_granule: None,
            tags: false,
            ended: false,
        })
    }

    /// The clip's channels (1 or 2), as its header says.
    pub fn channels(&self) -> u8 {
        self.head.channels
    }

    /// The encoder's delay at the start, in samples at the decoding rate.
    fn skip(&self) -> usize {
        (u64::from(self.head.pre_skip) / self.scale) as usize
    }

    /// Decodes until `n` samples of the clip (after the encoder's delay) are there, or the
    /// clip ends; whether it ended.
    pub fn decode_until(&mut self, n: usize) -> Result<bool, OpusProblem> {
        let width = usize::from(self.head.channels);
        while !self.ended && self.samples.len() < self.skip() + n {
            let Some(packet) = self.reader.read_packet().map_err(ogg_error)? else {
                self.ended = true;
                break;
            };
            if packet.stream_serial() != self.serial {
                continue;
            }
            if !self.tags {
                // The second packet is `OpusTags`: nothing anna needs.
                self.tags = true;
                continue;
            }
            let got = self
                .decoder
                .decode_float_to_slice(&packet.data, &mut self.frame, false)
                .map_err(codec)?;
            let gain = self.gain;
            self.samples.extend(
                self.frame[..got * width]
                    .chunks(width)
                    .map(|f| to_i16(f.iter().sum::<f32>() / width as f32 * gain)),
            );
            if packet.last_in_page() {
                self.last_granule = Some(packet.absgp_page());
            }
        }
        Ok(self.ended)
    }

    /// The clip's first samples decoded so far (the encoder's delay left out); the end of a
    /// clip is only known once it is decoded whole (its padding is cut by [`OpusStream::finish`]).
    pub fn decoded(&self) -> &[i16] {
        &self.samples[self.skip().min(self.samples.len())..]
    }

    /// Decodes the rest; the whole clip.
    pub fn finish(mut self) -> Result<Vec<i16>, OpusProblem> {
        self.decode_until(usize::MAX - self.skip())?;
        let skip = self.skip();
        // The last page's granule position counts the samples at 48 kHz, the pre-skip included.
        let end = self.last_granule.map_or(self.samples.len(), |g| {
            (g.saturating_sub(u64::from(self.head.pre_skip)) / self.scale) as usize + skip
        });
        let mut samples = self.samples;
        // Cut in place: no second copy of the clip.
        samples.truncate(end);
        samples.drain(..skip.min(samples.len()));
        Ok(samples)
    }
}

fn ogg_error(e: ogg::OggReadError) -> OpusProblem {
    OpusProblem::Ogg(e.to_string())
}

/// Encodes mono samples at `rate` (an Opus rate) as an Ogg Opus clip at [`BITRATE`].
pub fn encode(samples: &[f32], rate: u32) -> Result<Vec<u8>, OpusProblem> {
    let sample_rate = opus_rate(rate)?;
    let mut encoder =
        Encoder::new(Channels::Mono, sample_rate, Application::Audio).map_err(codec)?;
    encoder
        .set_bitrate(Bitrate::Value(BITRATE))
        .map_err(codec)?;
    encoder.set_signal(Signal::Voice).map_err(codec)?;
    encoder.set_complexity(10).map_err(codec)?;
    let scale = u64::from(GRANULE_RATE / rate);
    let lookahead = encoder.get_look_ahead().map_err(codec)? as usize;
    let pre_skip = u16::try_from(lookahead as u64 * scale).map_err(|_| OpusProblem::Unsupported)?;
    // 20 ms frames; the encoder's delay is flushed with silence and cut again by the granule.
    let frame = rate as usize / 50;
    let mut input = samples.to_vec();
    let total = (samples.len() + lookahead).div_ceil(frame) * frame;
    input.resize(total.max(frame), 0.0);

    let mut out = Vec::new();
    let mut writer = ogg::PacketWriter::new(&mut out);
    // One serial for every clip: each is a stream of its own, so a fixed one makes a rebuild
    // give the same bytes.
    let serial = 0x616e_6e61; // "anna"
    let ogg_error = |e: std::io::Error| OpusProblem::Ogg(e.to_string());
    let head = Head {
        channels: 1,
        pre_skip,
        gain: 0,
    };
    writer
        .write_packet(
            head.bytes(rate),
            serial,
            ogg::PacketWriteEndInfo::EndPage,
            0,
        )
        .map_err(ogg_error)?;
    let mut tags = b"OpusTags".to_vec();
    let vendor = b"anna";
    tags.extend((vendor.len() as u32).to_le_bytes());
    tags.extend(vendor);
    tags.extend(0u32.to_le_bytes());
    writer
        .write_packet(tags, serial, ogg::PacketWriteEndInfo::EndPage, 0)
        .map_err(ogg_error)?;
    let end = u64::from(pre_skip) + samples.len() as u64 * scale;
    let chunks: Vec<&[f32]> = input.chunks(frame).collect();
    let mut packet = vec![0u8; 4000];
    for (i, chunk) in chunks.iter().enumerate() {
        let n = encoder
            .encode_float_to_slice(chunk, &mut packet)
            .map_err(codec)?;
        let last = i + 1 == chunks.len();
        let granule = if last {
            end
        } else {
            ((i + 1) * frame) as u64 * scale
        };
        let info = if last {
            ogg::PacketWriteEndInfo::EndStream
        } else {
            ogg::PacketWriteEndInfo::NormalPacket
        };
        writer
            .write_packet(packet[..n].to_vec(), serial, info, granule)
            .map_err(ogg_error)?;
    }
    drop(writer);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tone(n: usize, rate: u32) -> Vec<f32> {
        (0..n)
            .map(|i| (i as f32 * 440.0 * std::f32::consts::TAU / rate as f32).sin() * 0.5)
            .collect()
    }

    /// What was encoded comes back as long as it went in, and sounds like it: the same tone,
    /// not silence or noise.
    #[test]
    fn a_clip_decodes_to_its_own_length_and_sound() {
        for n in [1, 479, 480, 10_000, 12_345] {
            let input = tone(n, PACK_RATE);
            let bytes = encode(&input, PACK_RATE).unwrap();
            let output: Vec<f32> = decode(&bytes, PACK_RATE)
                .unwrap()
                .into_iter()
                .map(crate::speech::segment::to_float)
                .collect();
            assert_eq!(output.len(), n, "{n} samples");
            if n > 2000 {
                let error: f32 = input[1000..n - 1000]
                    .iter()
                    .zip(&output[1000..n - 1000])
                    .map(|(a, b)| (a - b).powi(2))
                    .sum::<f32>()
                    / (n - 2000) as f32;
                let power: f32 = input.iter().map(|a| a.powi(2)).sum::<f32>() / n as f32;
                assert!(error < power / 20.0, "{n}: error {error}, power {power}");
            }
        }
    }

    #[test]
    fn the_same_clip_makes_the_same_bytes() {
        let input = tone(5000, PACK_RATE);
        assert_eq!(
            encode(&input, PACK_RATE).unwrap(),
            encode(&input, PACK_RATE).unwrap()
        );
    }

    #[test]
    fn damage_and_other_files_are_refused() {
        let mut bytes = encode(&tone(5000, PACK_RATE), PACK_RATE).unwrap();
        assert_eq!(head(&bytes).unwrap().channels, 1);
        let middle = bytes.len() / 2;
        bytes[middle] ^= 0x55;
        assert!(matches!(
            decode(&bytes, PACK_RATE),
            Err(OpusProblem::Ogg(_))
        ));
        assert!(decode(b"RIFF....WAVEfmt ", PACK_RATE).is_err());
        assert!(head(b"").is_err());
        assert_eq!(decode(&bytes, 22050), Err(OpusProblem::Rate(22050)));
    }
}
