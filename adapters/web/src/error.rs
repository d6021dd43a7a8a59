use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use application::AppError;
use domain::language::{Language, Localized, Text};
use serde::Serialize;
use utoipa::ToSchema;

/// The error envelope of every failed call.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorEnvelope {
    error: ErrorBody,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// A stable snake_case code.
    code: String,
    /// Texts for a person, in the language of `Accept-Language`.
    messages: Vec<String>,
    /// Per-field texts, for forms.
    fields: BTreeMap<String, Vec<String>>,
    /// A refused import: every problem with its line (the header is line 1) and column.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rows: Vec<RowProblem>,
}

/// One problem of an imported file.
#[derive(Debug, Serialize, ToSchema)]
pub struct RowProblem {
    line: usize,
    /// The field name of the column, when the problem is one cell's.
    column: Option<String>,
    code: String,
    message: String,
}

/// Failures that arise before a use case runs: the request itself is unusable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestProblem {
    MalformedBody,
    BodyTooLarge,
    UploadTooLarge,
    MalformedQuery,
    UnknownRoute,
}

impl RequestProblem {
    fn status(self) -> StatusCode {
        match self {
            RequestProblem::MalformedBody | RequestProblem::MalformedQuery => StatusCode::BAD_REQUEST,
            RequestProblem::BodyTooLarge | RequestProblem::UploadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            RequestProblem::UnknownRoute => StatusCode::NOT_FOUND,
        }
    }

    fn code(self) -> &'static str {
        match self {
            RequestProblem::MalformedBody => "malformed_body",
            RequestProblem::BodyTooLarge => "body_too_large",
            RequestProblem::UploadTooLarge => "file_too_large",
            RequestProblem::MalformedQuery => "malformed_query",
            RequestProblem::UnknownRoute => "not_found",
        }
    }

    fn text(self) -> Text {
        match self {
            RequestProblem::MalformedBody => Text::new(
                "So‘rov tanasi noto‘g‘ri: JSON buzilgan yoki maydon turi mos emas",
                "Неверное тело запроса: повреждённый JSON или неверный тип поля",
                "The request body is not valid: broken JSON or a field of the wrong type",
            ),
            RequestProblem::BodyTooLarge => Text::new(
                "So‘rov hajmi juda katta (1 MB dan oshmasligi kerak)",
                "Слишком большой запрос (не более 1 МБ)",
                "The request is too large (at most 1 MB)",
            ),
            RequestProblem::UploadTooLarge => Text::new(
                "Fayl hajmi juda katta (5 MB dan oshmasligi kerak)",
                "Файл слишком большой (не более 5 МБ)",
                "The file is too large (at most 5 MB)",
            ),
            RequestProblem::MalformedQuery => {
                Text::new("So‘rov parametrlari noto‘g‘ri", "Неверные параметры запроса", "The query parameters are not valid")
            }
            RequestProblem::UnknownRoute => Text::new("Ma’lumot topilmadi", "Данные не найдены", "Not found"),
        }
    }
}

#[derive(Debug)]
enum Kind {
    App(AppError),
    Request(RequestProblem),
}

/// An error on its way to the client, with the language it must be told in.
#[derive(Debug)]
pub struct ApiError {
    kind: Kind,
    language: Language,
}

impl ApiError {
    pub fn new(error: AppError, language: Language) -> ApiError {
        ApiError { kind: Kind::App(error), language }
    }

    pub fn request(problem: RequestProblem, language: Language) -> ApiError {
        ApiError { kind: Kind::Request(problem), language }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.kind {
            Kind::App(e) => write!(f, "{e}"),
            Kind::Request(p) => write!(f, "{}", p.code()),
        }
    }
}

fn status_of(error: &AppError) -> StatusCode {
    match error {
        AppError::Validation(_) | AppError::Rule(_) | AppError::Import(_) | AppError::Statement(_) => StatusCode::UNPROCESSABLE_ENTITY,
        AppError::Conflict(_) | AppError::StaleVersion => StatusCode::CONFLICT,
        AppError::Unauthenticated | AppError::InvalidCredentials => StatusCode::UNAUTHORIZED,
        AppError::TooManyAttempts => StatusCode::TOO_MANY_REQUESTS,
        AppError::Forbidden | AppError::PasswordChangeRequired => StatusCode::FORBIDDEN,
        AppError::NotFound | AppError::Missing(_) => StatusCode::NOT_FOUND,
        AppError::Unavailable(_) | AppError::Disabled(_) => StatusCode::SERVICE_UNAVAILABLE,
        AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match &self.kind {
            Kind::App(e) => status_of(e),
            Kind::Request(p) => p.status(),
        }
    }

    fn error_response(&self) -> HttpResponse {
        let language = self.language;
        let body = match &self.kind {
            Kind::App(error) => {
                if let AppError::Internal(cause) | AppError::Unavailable(cause) = error {
                    tracing::error!(%cause, "request failed");
                }
                let mut fields: BTreeMap<String, Vec<String>> = BTreeMap::new();
                if let AppError::Validation(errors) = error {
                    for (field, invalid) in errors.fields() {
                        fields.entry(field.clone()).or_default().push(language.show(invalid.message(language)));
                    }
                }
                let rows = match error {
                    AppError::Import(problems) => problems
                        .iter()
                        .map(|p| RowProblem {
                            line: p.line,
                            column: p.column.map(|c| c.field().to_string()),
                            code: p.problem.code().to_string(),
                            message: language.show(p.problem.message(language)),
                        })
                        .collect(),
                    AppError::Statement(problems) => problems
                        .iter()
                        .map(|p| RowProblem {
                            line: p.line,
                            column: p.column.map(str::to_string),
                            code: p.problem.code().to_string(),
                            message: language.show(p.problem.message(language)),
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let messages = error.messages(language).into_iter().map(|m| language.show(m)).collect();
                ErrorBody { code: error.code().to_string(), messages, fields, rows }
            }
            Kind::Request(problem) => ErrorBody {
                code: problem.code().to_string(),
                messages: vec![problem.text().get(language).to_string()],
                fields: BTreeMap::new(),
                rows: Vec::new(),
            },
        };
        HttpResponse::build(self.status_code()).json(ErrorEnvelope { error: body })
    }
}
