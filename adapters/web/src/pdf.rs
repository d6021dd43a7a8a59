//! A PDF answered to be shown in the browser under a file name.

use actix_web::HttpResponse;

/// `application/pdf`, inline, as `<name>`: of the name only what cannot end the quoted header
/// value survives (no quote, backslash, control or non-ASCII character).
pub(crate) fn inline_pdf(name: &str, pdf: Vec<u8>) -> HttpResponse {
    let name: String = name.chars().map(|c| if c == '"' || c == '\\' || c.is_control() || !c.is_ascii() { '_' } else { c }).collect();
    HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header(("Content-Disposition", format!("inline; filename=\"{name}\"")))
        .body(pdf)
}

/// An issued document's stored PDF, named `<kind>-<number>.pdf` with the number as printed
/// (`DIPLOMA-B 1234567.pdf`).
pub(crate) fn issued_pdf(stored: application::ports::StoredPdf) -> HttpResponse {
    inline_pdf(&format!("{}-{}.pdf", stored.kind.code(), stored.number), stored.pdf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_name_keeps_nothing_that_ends_the_header_value() {
        let answer = inline_pdf("ORDER-7\"Q\\\n№.pdf", b"%PDF".to_vec());
        let header = answer.headers().get("Content-Disposition").unwrap().to_str().unwrap();
        assert_eq!(header, "inline; filename=\"ORDER-7_Q___.pdf\"");
    }
}
