<?php
/**
 * Plugin Name: Vitrine tests: plugin shapes
 * Description: TEST ONLY, never shipped. The REST answers (and the few PHP functions and hooks the
 *              site's shipped mu-plugins call) of the plugins the site relies on and that Debian
 *              does not package: ACF PRO + ACF to REST API, Polylang, Yoast SEO, Contact Form 7.
 *              Everything else is WordPress core, untouched; the site's own PHP
 *              (docs/wordpress/*.php) is installed beside this file as shipped.
 *
 * Each section names the plugin version and source file whose shape it follows. Storage is the
 * test's own (one post meta or option per plugin), not the plugins': only what WordPress and the
 * site see through REST and the hooks is imitated.
 *
 * Switches (options, set by the test harness):
 *   vitrine_test_polylang  "free" (default): Polylang free, which adds no REST field, so
 *                          docs/wordpress/vitrine-polylang-rest.php adds `lang` and `translations`;
 *                          "pro": Polylang Pro, which registers both itself (the shipped file then
 *                          does nothing); "bare": Polylang free without the shipped file's help
 *                          (no REST field at all, as on a WordPress that skipped it).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The post types the site shows (docs/wordpress/vitrine-content-types.php registers two of them). */
const VITRINE_TEST_TYPES = array( 'page', 'events', 'societies' );

// ---------------------------------------------------------------------------------------------
// Polylang 3.5 (free) — include/api.php: pll_get_post_language(), pll_get_post_translations(),
// pll_get_post(), pll_languages_list(), pll_default_language(); include/model.php registers the
// `language` taxonomy with the query var `lang` (so WP_Query's `lang` argument filters by
// language, as the shipped breadcrumb and Polylang REST files use it); include/links-directory.php
// puts the language's directory (/en/) in front of every non-default-language link; the front
// page's translation links to /en/ (frontend/frontend-static-pages.php). Polylang Pro 3.5 —
// modules/REST/rest-post.php: `lang` and `translations` on posts, `?lang=` on collections.
// Translations are stored in a post meta here (Polylang uses a `post_translations` term).
// ---------------------------------------------------------------------------------------------

function vitrine_test_polylang_mode() {
	return (string) get_option( 'vitrine_test_polylang', 'free' );
}

add_action(
	'init',
	static function () {
		register_taxonomy(
			'language',
			VITRINE_TEST_TYPES,
			array(
				'public'             => false,
				// Polylang reads `lang` in its own query filters; core does the same once it may.
				'publicly_queryable' => true,
				'query_var'          => 'lang',
				'rewrite'            => false,
				'label'              => 'Languages',
			)
		);
	},
	1
);

/**
 * `lang` on every query, singular ones included (core reads a taxonomy's query var only on
 * archive queries; Polylang's PLL_Query::set_language() adds the tax query itself).
 */
add_action(
	'pre_get_posts',
	static function ( $query ) {
		$lang = $query->get( 'lang' );
		if ( ! is_string( $lang ) || '' === $lang ) {
			return;
		}
		if ( '' !== (string) $query->get( 'name' ) || '' !== (string) $query->get( 'pagename' ) ) {
			// A singular query ignores tax queries (WP_Query::get_posts()): the language's posts by id.
			$terms = get_terms( array( 'taxonomy' => 'language', 'slug' => explode( ',', $lang ), 'fields' => 'ids', 'hide_empty' => false ) );
			$ids   = $terms ? array_map( 'intval', (array) get_objects_in_term( $terms, 'language' ) ) : array();
			$query->set( 'post__in', $ids ? $ids : array( 0 ) );
			return;
		}
		$tax_query   = (array) $query->get( 'tax_query' );
		$tax_query[] = array(
			'taxonomy' => 'language',
			'field'    => 'slug',
			'terms'    => explode( ',', $lang ),
		);
		$query->set( 'tax_query', $tax_query );
	}
);

function pll_languages_list( $args = array() ) {
	return array( 'fr', 'en' );
}

function pll_default_language( $field = 'slug' ) {
	return 'fr';
}

function pll_get_post_language( $post_id, $field = 'slug' ) {
	$terms = wp_get_object_terms( (int) $post_id, 'language', array( 'fields' => 'slugs' ) );
	return ( is_array( $terms ) && $terms ) ? $terms[0] : false;
}

function pll_get_post_translations( $post_id ) {
	$translations = get_post_meta( (int) $post_id, '_vitrine_test_translations', true );
	return is_array( $translations ) ? array_map( 'intval', $translations ) : array();
}

function pll_get_post( $post_id, $lang = '' ) {
	$translations = pll_get_post_translations( $post_id );
	$lang         = $lang ? $lang : 'fr';
	return isset( $translations[ $lang ] ) ? $translations[ $lang ] : false;
}

/** Links: /en/… for English posts; the front page's translation is the language's home. */
function vitrine_test_language_link( $link, $post_id ) {
	$lang = pll_get_post_language( $post_id );
	if ( ! $lang || 'fr' === $lang ) {
		return $link;
	}
	$front = (int) get_option( 'page_on_front' );
	if ( $front && pll_get_post( $front, $lang ) === (int) $post_id && 'publish' === get_post_status( $post_id ) ) {
		return home_url( '/' . $lang . '/' );
	}
	$home = untrailingslashit( home_url() );
	return 0 === strpos( $link, $home ) ? $home . '/' . $lang . substr( $link, strlen( $home ) ) : $link;
}
add_filter( 'page_link', 'vitrine_test_language_link', 20, 2 );
add_filter(
	'post_type_link',
	static function ( $link, $post ) {
		return vitrine_test_language_link( $link, $post->ID );
	},
	20,
	2
);

/**
 * Polylang lets translations share a slug (`contact` in French and in English): a slug is unique
 * per language (include/share-post-slug.php in Polylang Pro; free suffixes it, which the demo
 * content does not do). The harness sets the language of a post being inserted in
 * $GLOBALS['vitrine_test_inserting_lang'].
 */
add_filter(
	'wp_unique_post_slug',
	static function ( $slug, $post_id, $status, $type, $parent, $original ) {
		if ( $slug === $original || ! in_array( $type, VITRINE_TEST_TYPES, true ) ) {
			return $slug;
		}
		$lang = $post_id ? pll_get_post_language( $post_id ) : ( isset( $GLOBALS['vitrine_test_inserting_lang'] ) ? $GLOBALS['vitrine_test_inserting_lang'] : '' );
		if ( ! $lang ) {
			return $slug;
		}
		$same = get_posts(
			array(
				'post_type'      => $type,
				'name'           => $original,
				'post_status'    => 'any',
				'lang'           => $lang,
				'post__not_in'   => array( (int) $post_id ),
				'post_parent'    => (int) $parent,
				'fields'         => 'ids',
				'posts_per_page' => 1,
			)
		);
		return $same ? $slug : $original;
	},
	10,
	6
);

add_action(
	'rest_api_init',
	static function () {
		if ( 'pro' !== vitrine_test_polylang_mode() ) {
			return;
		}
		foreach ( VITRINE_TEST_TYPES as $type ) {
			register_rest_field(
				$type,
				'lang',
				array(
					'get_callback' => static function ( $post ) {
						return pll_get_post_language( $post['id'] );
					},
					'schema'       => array( 'type' => 'string', 'context' => array( 'view', 'edit', 'embed' ) ),
				)
			);
			register_rest_field(
				$type,
				'translations',
				array(
					'get_callback' => static function ( $post ) {
						return (object) pll_get_post_translations( $post['id'] );
					},
					'schema'       => array( 'type' => 'object', 'context' => array( 'view', 'edit', 'embed' ) ),
				)
			);
			add_filter(
				"rest_{$type}_query",
				static function ( $args, $request ) {
					$lang = $request->get_param( 'lang' );
					if ( is_string( $lang ) && '' !== $lang ) {
						$args['lang'] = $lang;
					}
					return $args;
				},
				10,
				2
			);
		}
	},
	5
);

// "bare": the shipped vitrine-polylang-rest.php finds Polylang's API missing and adds nothing.
// It runs at rest_api_init priority 100 and checks function_exists(): the harness installs it
// only in "free" and "pro" modes (see tests/real-wordpress/wordpress.ts).

// ---------------------------------------------------------------------------------------------
// ACF PRO 6.2 — includes/api/api-template.php: get_fields( $post_id ) (false when a post has no
// field, 'options' for the options page); includes/revisions.php copies a post's fields to its
// revision and autosave (_wp_put_post_revision); includes/forms/form-post.php fires
// `acf/save_post` with the post id (`options` for the options page) when fields are saved.
// ACF to REST API 3.3 — lib/endpoints/class-acf-to-rest-api-controller.php: the `acf` field on
// every post type shown in REST (`[]` for a post without fields), updated from a request's
// `fields` (or `acf`) object; lib/endpoints/class-acf-to-rest-api-option-controller.php:
// GET /acf/v3/options/{id} → {"acf": {...}} (an unknown options page → {"acf": []}) and
// GET /acf/v3/options/{id}/{field} → {"field": value}, POST/PUT with {"fields": {...}}.
// Fields are stored whole, as their REST values, in one post meta / option here.
// ---------------------------------------------------------------------------------------------

function get_fields( $post_id = false ) {
	if ( 'options' === $post_id || 'option' === $post_id ) {
		$fields = get_option( 'vitrine_test_acf_options', array() );
	} else {
		$fields = get_post_meta( (int) $post_id, '_vitrine_test_acf', true );
	}
	return is_array( $fields ) && $fields ? $fields : false;
}

function get_field( $selector, $post_id = false ) {
	$fields = get_fields( $post_id );
	return is_array( $fields ) && array_key_exists( $selector, $fields ) ? $fields[ $selector ] : null;
}

function acf_add_options_page( $page = array() ) {
	return $page;
}

/** Saves fields (merged into the stored ones) and fires acf/save_post as ACF does after a save. */
function vitrine_test_update_fields( $post_id, array $fields ) {
	$current = get_fields( $post_id );
	$merged  = array_merge( is_array( $current ) ? $current : array(), $fields );
	if ( 'options' === $post_id ) {
		update_option( 'vitrine_test_acf_options', $merged );
	} else {
		update_post_meta( (int) $post_id, '_vitrine_test_acf', wp_slash( $merged ) );
	}
	do_action( 'acf/save_post', $post_id );
}

add_action(
	'_wp_put_post_revision',
	static function ( $revision_id ) {
		$revision = get_post( $revision_id );
		if ( $revision && $revision->post_parent ) {
			$fields = get_post_meta( $revision->post_parent, '_vitrine_test_acf', true );
			if ( is_array( $fields ) ) {
				update_metadata( 'post', $revision_id, '_vitrine_test_acf', wp_slash( $fields ) );
			}
		}
	}
);

add_action(
	'rest_api_init',
	static function () {
		foreach ( VITRINE_TEST_TYPES as $type ) {
			register_rest_field(
				$type,
				'acf',
				array(
					'get_callback'    => static function ( $post ) {
						$fields = get_fields( $post['id'] );
						return $fields ? $fields : array();
					},
					'update_callback' => static function ( $value, $post ) {
						if ( is_array( $value ) ) {
							vitrine_test_update_fields( $post->ID, $value );
						}
						return true;
					},
					'schema'          => array( 'type' => array( 'object', 'array' ), 'context' => array( 'view', 'edit' ) ),
				)
			);
		}
		$options = static function ( WP_REST_Request $request ) {
			$id     = $request['id'];
			$fields = in_array( $id, array( 'options', 'option' ), true ) ? get_fields( 'options' ) : false;
			$fields = $fields ? $fields : array();
			if ( isset( $request['field'] ) && '' !== $request['field'] ) {
				$name = $request['field'];
				return rest_ensure_response( array( $name => array_key_exists( $name, $fields ) ? $fields[ $name ] : null ) );
			}
			return rest_ensure_response( array( 'acf' => $fields ) );
		};
		register_rest_route(
			'acf/v3',
			'/options/(?P<id>[\w\-\_]+)/?(?P<field>[\w\-\_]+)?',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => $options,
					'permission_callback' => '__return_true',
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => static function ( WP_REST_Request $request ) use ( $options ) {
						$fields = $request->get_param( 'fields' );
						if ( ! is_array( $fields ) ) {
							return new WP_Error( 'cant_update_item', 'Cannot update item', array( 'status' => 500 ) );
						}
						vitrine_test_update_fields( 'options', $fields );
						return $options( $request );
					},
					'permission_callback' => static function () {
						return current_user_can( 'edit_theme_options' );
					},
				),
			)
		);
	}
);

// ---------------------------------------------------------------------------------------------
// Yoast SEO 21 — src/routes/... `yoast_head_json` (src/integrations/rest-api/*,
// src/surfaces/values/meta.php): title from the template "%%title%% %%sep%% %%sitename%%"
// (the front page: "%%sitename%% %%sep%% %%sitedesc%%"), canonical and og:url the permalink,
// article:modified_time the post's, the rest (description, images, schema graph) as the editor
// and Yoast stored them: the seed keeps them in a post meta.
// ---------------------------------------------------------------------------------------------

add_action(
	'rest_api_init',
	static function () {
		foreach ( VITRINE_TEST_TYPES as $type ) {
			register_rest_field(
				$type,
				'yoast_head_json',
				array(
					'get_callback' => static function ( $post ) {
						$yoast = get_post_meta( $post['id'], '_vitrine_test_yoast', true );
						if ( ! is_array( $yoast ) || ! $yoast ) {
							return null;
						}
						$id    = (int) $post['id'];
						$front = (int) get_option( 'page_on_front' );
						$lang  = pll_get_post_language( $id );
						if ( ! ( $front && pll_get_post( $front, $lang ? $lang : 'fr' ) === $id ) ) {
							$yoast['title']    = get_the_title( $id ) . ' - ' . get_option( 'blogname' );
							$yoast['og_title'] = $yoast['title'];
						}
						$yoast['canonical']             = get_permalink( $id );
						$yoast['og_url']                = $yoast['canonical'];
						$yoast['article_modified_time'] = get_post_modified_time( 'c', true, $id );
						return $yoast;
					},
					'schema'       => array( 'type' => 'object', 'context' => array( 'view' ) ),
				)
			);
		}
	}
);

// ---------------------------------------------------------------------------------------------
// Contact Form 7 5.8 — includes/rest-api.php (WPCF7_REST_Controller::create_feedback: 415
// wpcf7_unsupported_media_type, 404 wpcf7_not_found, 400 wpcf7_unit_tag_not_found, then 200 with
// {contact_form_id, status, message, demo_mode, posted_data_hash, into, invalid_fields});
// includes/submission.php (validation, acceptance, spam, the `wpcf7_skip_mail` filter, the
// `wpcf7_mail_sent` / `wpcf7_mail_failed` actions); GET …/feedback/schema
// (WPCF7_REST_Controller::get_schema, includes/swv/: {version, locale, rules}). The form is fixed
// (docs/wordpress/contact-form-7.txt): the two forms are posts of type wpcf7_contact_form with a
// `_locale` meta, as CF7 stores them. Mail goes through wp_mail(); the harness catches it
// (pre_wp_mail) in the option `vitrine_test_mails`: the mailbox the tests read.
// ---------------------------------------------------------------------------------------------

const VITRINE_TEST_CF7_FIELDS = array(
	array( 'your-name', true, 200, 'text' ),
	array( 'your-email', true, 254, 'email' ),
	array( 'your-subject', false, 200, 'text' ),
	array( 'your-message', true, 5000, 'textarea' ),
	array( 'your-consent', false, 0, 'acceptance' ),
);

add_action(
	'init',
	static function () {
		register_post_type( 'wpcf7_contact_form', array( 'public' => false, 'rewrite' => false, 'query_var' => false ) );
	}
);

/** The mailbox: wp_mail() never leaves WordPress, every mail is kept. */
add_filter(
	'pre_wp_mail',
	static function ( $sent, $atts ) {
		$mails   = get_option( 'vitrine_test_mails', array() );
		$mails[] = array(
			'to'      => $atts['to'],
			'subject' => $atts['subject'],
			'message' => $atts['message'],
			'headers' => $atts['headers'],
		);
		update_option( 'vitrine_test_mails', $mails, false );
		return true;
	},
	10,
	2
);

function vitrine_test_cf7_form( $id ) {
	$form = get_post( (int) $id );
	return ( $form && 'wpcf7_contact_form' === $form->post_type ) ? $form : null;
}

function vitrine_test_cf7_feedback( WP_REST_Request $request ) {
	$type = (string) $request->get_header( 'content-type' );
	if ( 0 !== stripos( $type, 'multipart/form-data' ) ) {
		return new WP_Error( 'wpcf7_unsupported_media_type', 'The request payload format is not supported.', array( 'status' => 415 ) );
	}
	$form = vitrine_test_cf7_form( $request['id'] );
	if ( ! $form ) {
		return new WP_Error( 'wpcf7_not_found', 'The requested contact form was not found.', array( 'status' => 404 ) );
	}
	$unit_tag = preg_replace( '/[^A-Za-z0-9_-]/', '', isset( $_POST['_wpcf7_unit_tag'] ) ? (string) wp_unslash( $_POST['_wpcf7_unit_tag'] ) : '' );
	if ( '' === $unit_tag ) {
		return new WP_Error( 'wpcf7_unit_tag_not_found', 'There is no valid unit tag.', array( 'status' => 400 ) );
	}
	$values  = array();
	$invalid = array();
	foreach ( VITRINE_TEST_CF7_FIELDS as list( $name, $required, $max, $kind ) ) {
		$raw             = isset( $_POST[ $name ] ) ? (string) wp_unslash( $_POST[ $name ] ) : '';
		$values[ $name ] = $raw;
		if ( 'acceptance' === $kind ) {
			continue;
		}
		$value   = 'textarea' === $kind ? $raw : trim( str_replace( "\n", ' ', $raw ) );
		$message = null;
		if ( '' === $value ) {
			$message = $required ? 'Please fill out this field.' : null;
		} elseif ( 'email' === $kind && ! is_email( $value ) ) {
			$message = 'Please enter an email address.';
		} elseif ( mb_strlen( $value ) > $max ) {
			$message = 'This field has a too long input.';
		}
		if ( $message ) {
			$invalid[] = array(
				'field'    => $name,
				'message'  => $message,
				'idref'    => null,
				'error_id' => $unit_tag . '-ve-' . $name,
			);
		}
	}
	$agent = (string) $request->get_header( 'user-agent' );
	if ( $invalid ) {
		$status = 'validation_failed';
	} elseif ( '' === $values['your-consent'] || '0' === $values['your-consent'] ) {
		$status = 'acceptance_missing';
	} elseif ( strlen( $agent ) < 2 ) {
		$status = 'spam';
	} else {
		$status = 'mail_sent';
		// WPCF7_Submission::mail(): a filter may skip the mail, which still counts as sent.
		if ( ! apply_filters( 'wpcf7_skip_mail', false, $form ) ) {
			$sent = wp_mail(
				get_option( 'admin_email' ),
				'[Confluence] ' . $values['your-subject'],
				$values['your-message'],
				array( 'Reply-To: ' . $values['your-name'] . ' <' . $values['your-email'] . '>', 'X-Vitrine-Form: ' . $form->ID, 'X-Vitrine-Idempotency-Key: ' . ( isset( $_POST['_idempotency_key'] ) ? sanitize_text_field( wp_unslash( $_POST['_idempotency_key'] ) ) : '' ) )
			);
			if ( ! $sent ) {
				$status = 'mail_failed';
			}
		}
		if ( 'mail_sent' === $status ) {
			do_action( 'wpcf7_mail_sent', $form );
		} else {
			do_action( 'wpcf7_mail_failed', $form );
		}
	}
	$messages = array(
		'mail_sent'          => 'Thank you for your message. It has been sent.',
		'mail_failed'        => 'There was an error trying to send your message. Please try again later.',
		'validation_failed'  => 'One or more fields have an error. Please check and try again.',
		'acceptance_missing' => 'You must accept the terms and conditions before sending your message.',
		'spam'               => 'There was an error trying to send your message. Please try again later.',
	);
	$answer   = array(
		'contact_form_id' => (int) $form->ID,
		'status'          => $status,
		'message'         => $messages[ $status ],
		'demo_mode'       => false,
	);
	if ( $invalid ) {
		$answer['invalid_fields'] = $invalid;
	}
	$answer['posted_data_hash'] = in_array( $status, array( 'mail_sent', 'mail_failed' ), true ) ? wp_hash( wp_json_encode( array( $unit_tag, $values ) ) ) : '';
	$answer['into']             = '#' . $unit_tag;
	if ( ! $invalid ) {
		$answer['invalid_fields'] = array();
	}
	return rest_ensure_response( $answer );
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/feedback',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => 'vitrine_test_cf7_feedback',
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			'contact-form-7/v1',
			'/contact-forms/(?P<id>\d+)/feedback/schema',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'permission_callback' => '__return_true',
				'callback'            => static function ( WP_REST_Request $request ) {
					$form = vitrine_test_cf7_form( $request['id'] );
					if ( ! $form ) {
						return new WP_Error( 'wpcf7_not_found', 'The requested contact form was not found.', array( 'status' => 404 ) );
					}
					$rules = array();
					foreach ( VITRINE_TEST_CF7_FIELDS as list( $name, $required, $max, $kind ) ) {
						if ( $required ) {
							$rules[] = array( 'rule' => 'required', 'field' => $name, 'error' => 'Please fill out this field.' );
						}
						if ( 'email' === $kind ) {
							$rules[] = array( 'rule' => 'email', 'field' => $name, 'error' => 'Please enter an email address.' );
						}
						if ( $max > 0 ) {
							$rules[] = array( 'rule' => 'maxlength', 'field' => $name, 'threshold' => $max, 'error' => 'This field has a too long input.' );
						}
					}
					return rest_ensure_response(
						array(
							'version' => 'Contact Form 7 SWV Schema 2024-02',
							'locale'  => (string) get_post_meta( $form->ID, '_locale', true ),
							'rules'   => $rules,
						)
					);
				},
			)
		);
	}
);
