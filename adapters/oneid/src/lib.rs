//! The national single sign-on (OneID): the authorization-code flow of its OAuth endpoint. The
//! browser is sent to sign in with `response_type=one_code`; the returned code is exchanged for
//! an access token (`grant_type=one_authorization_code`), which identifies the person
//! (`grant_type=one_access_token_identify`), PINFL included.

use std::time::Duration;

use application::ports::{OneIdClient, OneIdPerson};
use application::AppError;
use domain::session::OneIdRule;
use serde::Deserialize;

/// The registration of this system with OneID.
#[derive(Debug, Clone)]
pub struct OneIdSettings {
    /// The OAuth endpoint, e.g. `https://sso.egov.uz/sso/oauth/Authorization.do`.
    pub endpoint: String,
    pub client_id: String,
    pub client_secret: String,
    /// Where OneID sends the browser back: the front end's `/auth/oneId`.
    pub redirect_uri: String,
    pub scope: String,
}

pub struct OneIdHttpClient {
    settings: OneIdSettings,
    agent: ureq::Agent,
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: Option<String>,
}

#[derive(Deserialize)]
struct IdentityAnswer {
    pin: Option<String>,
    #[serde(default)]
    sur_name: String,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    mid_name: String,
}

fn unreachable(error: impl std::fmt::Display) -> AppError {
    tracing::warn!(%error, "OneID could not be asked");
    AppError::Disabled(Box::new(OneIdRule::Unreachable))
}

impl OneIdHttpClient {
    pub fn new(settings: OneIdSettings) -> OneIdHttpClient {
        let config = ureq::Agent::config_builder().timeout_global(Some(Duration::from_secs(15))).http_status_as_error(false).build();
        OneIdHttpClient { settings, agent: config.into() }
    }

    fn post_form<T: for<'de> Deserialize<'de>>(&self, form: &[(&str, &str)]) -> Result<T, AppError> {
        let mut response = self.agent.post(&self.settings.endpoint).send_form(form.iter().copied()).map_err(unreachable)?;
        if response.status().is_server_error() {
            return Err(unreachable(format!("status {}", response.status())));
        }
        if !response.status().is_success() {
            return Err(AppError::Unauthenticated);
        }
        response.body_mut().read_json::<T>().map_err(|_| AppError::Unauthenticated)
    }
}

impl OneIdClient for OneIdHttpClient {
    fn new_state(&self) -> String {
        uuid::Uuid::new_v4().simple().to_string()
    }

    fn authorize_url(&self, state: &str) -> String {
        let settings = &self.settings;
        let query = [
            ("response_type", "one_code"),
            ("client_id", settings.client_id.as_str()),
            ("redirect_uri", settings.redirect_uri.as_str()),
            ("scope", settings.scope.as_str()),
            ("state", state),
        ];
        match url::Url::parse_with_params(&settings.endpoint, query) {
            Ok(url) => url.to_string(),
            Err(_) => settings.endpoint.clone(),
        }
    }

    fn identify(&self, code: &str) -> Result<OneIdPerson, AppError> {
        let s = &self.settings;
        let token: TokenAnswer = self.post_form(&[
            ("grant_type", "one_authorization_code"),
            ("client_id", &s.client_id),
            ("client_secret", &s.client_secret),
            ("code", code),
            ("redirect_uri", &s.redirect_uri),
        ])?;
        let access_token = token.access_token.filter(|t| !t.is_empty()).ok_or(AppError::Unauthenticated)?;
        let identity: IdentityAnswer = self.post_form(&[
            ("grant_type", "one_access_token_identify"),
            ("client_id", &s.client_id),
            ("client_secret", &s.client_secret),
            ("access_token", &access_token),
            ("scope", &s.scope),
        ])?;
        let pinfl = identity.pin.filter(|p| !p.is_empty()).ok_or(AppError::Unauthenticated)?;
        let full_name =
            [identity.sur_name, identity.first_name, identity.mid_name].into_iter().filter(|p| !p.is_empty()).collect::<Vec<_>>().join(" ");
        Ok(OneIdPerson { pinfl, full_name })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_authorize_url_carries_the_registration_and_the_state() {
        let client = OneIdHttpClient::new(OneIdSettings {
            endpoint: "https://sso.example.uz/sso/oauth/Authorization.do".into(),
            client_id: "emis".into(),
            client_secret: "secret".into(),
            redirect_uri: "https://emis.example.uz/auth/oneId".into(),
            scope: "emis".into(),
        });
        let url = url::Url::parse(&client.authorize_url("abc")).unwrap();
        let query: std::collections::HashMap<_, _> = url.query_pairs().into_owned().collect();
        assert_eq!(query["response_type"], "one_code");
        assert_eq!(query["state"], "abc");
        assert_eq!(query["redirect_uri"], "https://emis.example.uz/auth/oneId");
        assert!(!url.as_str().contains("secret"));
        assert_ne!(client.new_state(), client.new_state());
    }
}
