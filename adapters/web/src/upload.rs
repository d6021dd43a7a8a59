//! Multipart uploads: each part read as it arrives and refused (413) as soon as it passes its
//! limit, before it is held whole; a broken body is a 400.

use actix_multipart::Multipart;
use domain::language::Language;
use futures_util::StreamExt;

use crate::error::{ApiError, RequestProblem};

/// One part of a form: its name, the file name it was sent with (empty when none) and its bytes.
pub struct Part {
    pub name: String,
    pub file_name: String,
    pub content: Vec<u8>,
}

/// The parts of `multipart` named in `wanted`, each at most `max_bytes`; the others are read (within
/// the same limit) and dropped.
pub async fn parts(mut multipart: Multipart, wanted: &[&str], max_bytes: usize, lang: Language) -> Result<Vec<Part>, ApiError> {
    let malformed = || ApiError::request(RequestProblem::MalformedBody, lang);
    let mut kept = Vec::new();
    while let Some(field) = multipart.next().await {
        let mut field = field.map_err(|_| malformed())?;
        // A part without a name is one the form does not have; a file sent without a file name
        // has an empty one.
        let name = field.name().unwrap_or_default().to_string();
        let file_name = field.content_disposition().and_then(|d| d.get_filename()).unwrap_or_default().to_string();
        let mut content = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|_| malformed())?;
            if content.len() + chunk.len() > max_bytes {
                return Err(ApiError::request(RequestProblem::UploadTooLarge, lang));
            }
            content.extend_from_slice(&chunk);
        }
        if wanted.contains(&name.as_str()) {
            kept.push(Part { name, file_name, content });
        }
    }
    Ok(kept)
}

/// The `file` part of an upload (the last one sent), or an empty part without a name when none is.
pub async fn file(multipart: Multipart, max_bytes: usize, lang: Language) -> Result<Part, ApiError> {
    let found = parts(multipart, &["file"], max_bytes, lang).await?.pop();
    Ok(found.unwrap_or(Part { name: String::new(), file_name: String::new(), content: Vec::new() }))
}
