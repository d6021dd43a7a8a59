use actix_web::web;
use application::AppError;
use domain::language::Language;

use crate::error::ApiError;
use crate::state::AppState;

/// Runs a use case on a blocking thread (diesel and Argon2 are synchronous), so that no async
/// worker ever waits on the database, and puts its error into the caller's language.
pub async fn run<T, F>(state: &web::Data<AppState>, language: Language, use_case: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&AppState) -> Result<T, AppError> + Send + 'static,
{
    let state = state.clone();
    match web::block(move || use_case(&state)).await {
        Ok(result) => result.map_err(|e| ApiError::new(e, language)),
        Err(blocking) => Err(ApiError::new(AppError::internal(blocking), language)),
    }
}
