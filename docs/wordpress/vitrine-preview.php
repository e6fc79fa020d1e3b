<?php
/**
 * Plugin Name: Vitrine preview
 * Description: WordPress's Preview button (and "Preview changes" on a published page or event)
 *              opens the Vitrine site's preview address for that post, in its language, with a
 *              signed token that expires after ten minutes. Also gives revisions and autosaves
 *              their ACF fields in the REST API, and a least-privilege role for the site's
 *              preview user.
 * Version:     1.1.0
 *
 * Install (docs/wordpress/README.md, "Preview"):
 * 1. Copy this file to wp-content/mu-plugins/ (must-use plugins load without activation).
 * 2. In wp-config.php, above "That's all, stop editing!":
 *      define( 'VITRINE_SITE_URL', 'https://www.example.org' );
 *      define( 'VITRINE_PREVIEW_SECRET', 'the same long random string as the preview secret of the site' );
 * 3. Create the site's preview user with the role "Vitrine preview" (made by this file), then an
 *    application password for it (Users → that user → Application Passwords); the site reads
 *    drafts, revisions and autosaves with them. Never give the site an editor's or an
 *    administrator's credentials.
 * Without the two constants the Preview button stays WordPress's own.
 *
 * Preview address: VITRINE_SITE_URL . '/api/preview?token=' . TOKEN, where
 *
 *   TOKEN     = PAYLOAD . '.' . SIGNATURE
 *   PAYLOAD   = base64url( JSON )             (RFC 4648 §5 alphabet, no "=" padding)
 *   JSON      = {"type":"page","id":123,"lang":"fr","exp":1767225600,"nonce":"q1w2e3r4t5y6u7i8o9p0aA"}
 *               type: the post type ("page" or "events"); id: the post's id (an integer, the
 *               post itself even when WordPress previews an autosave); lang: the post's
 *               Polylang language slug ("fr", "en"), or "fr" without Polylang; exp: Unix time
 *               (seconds) after which the token is refused, ten minutes after the link was made;
 *               nonce: 16 random bytes in base64url, so that every link is one of its own.
 *               Keys in this order, no spaces (wp_json_encode()).
 *   SIGNATURE = base64url( HMAC-SHA256( key: VITRINE_PREVIEW_SECRET, message: PAYLOAD ) )
 *               over the ASCII characters of PAYLOAD as sent, not over the decoded JSON.
 *
 * The site verifies the signature (constant-time comparison) before it decodes the payload,
 * then the fields and the expiry; a token that fails any check is answered like an unknown page.
 * A link opens the preview once: opened again from another browser (a link seen in a log, a
 * screenshot, a browser's history) it answers 410; the editor's browser keeps its session, and
 * the Preview button makes a new link at each click. Links of version 1.0 (no nonce) still open.
 * The token proves that someone who may edit the post asked for the preview: links are only
 * rewritten for users who can edit that post.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Post types the site previews. */
const VITRINE_PREVIEW_POST_TYPES = array( 'page', 'events' );

/** Seconds a preview link stays valid. */
const VITRINE_PREVIEW_LIFETIME = 600;

/** The role of the site's preview user: reads every page and event, unpublished ones included. */
const VITRINE_PREVIEW_ROLE = 'vitrine_preview';

/**
 * Capabilities WordPress requires to read drafts, pending posts, revisions and autosaves of
 * pages and events (`events` use the `post` capabilities) through the REST API.
 */
const VITRINE_PREVIEW_CAPS = array( 'read', 'edit_posts', 'edit_others_posts', 'edit_published_posts', 'edit_pages', 'edit_others_pages', 'edit_published_pages' );

/** base64url without padding (RFC 4648 §5). */
function vitrine_preview_base64url( $bytes ) {
	return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' );
}

/** The post's language for the site: Polylang's slug, or the site's default language. */
function vitrine_preview_language( $post_id ) {
	if ( function_exists( 'pll_get_post_language' ) ) {
		$lang = pll_get_post_language( $post_id, 'slug' );
		if ( is_string( $lang ) && '' !== $lang ) {
			return $lang;
		}
	}
	return 'fr';
}

/**
 * The signed token of a post's preview (format in this file's header).
 *
 * @param WP_Post $post The post (not a revision).
 * @param int     $now  Unix time.
 */
function vitrine_preview_token( WP_Post $post, $now ) {
	$payload = vitrine_preview_base64url(
		wp_json_encode(
			array(
				'type'  => $post->post_type,
				'id'    => (int) $post->ID,
				'lang'  => vitrine_preview_language( $post->ID ),
				'exp'   => (int) $now + VITRINE_PREVIEW_LIFETIME,
				'nonce' => vitrine_preview_base64url( random_bytes( 16 ) ),
			)
		)
	);
	$signature = vitrine_preview_base64url( hash_hmac( 'sha256', $payload, VITRINE_PREVIEW_SECRET, true ) );
	return $payload . '.' . $signature;
}

/**
 * get_preview_post_link(): the Preview button, "Preview changes" and the autosave's
 * `preview_link` in the REST API (block editor) all go through this filter.
 */
add_filter(
	'preview_post_link',
	static function ( $preview_link, $post ) {
		if ( ! defined( 'VITRINE_SITE_URL' ) || ! defined( 'VITRINE_PREVIEW_SECRET' ) || '' === VITRINE_PREVIEW_SECRET ) {
			return $preview_link;
		}
		$post = get_post( $post );
		if ( ! $post instanceof WP_Post ) {
			return $preview_link;
		}
		// An autosave or revision previews its post.
		if ( 'revision' === $post->post_type && $post->post_parent ) {
			$post = get_post( $post->post_parent );
		}
		if ( ! $post instanceof WP_Post || ! in_array( $post->post_type, VITRINE_PREVIEW_POST_TYPES, true ) ) {
			return $preview_link;
		}
		if ( ! current_user_can( 'edit_post', $post->ID ) ) {
			return $preview_link;
		}
		return untrailingslashit( VITRINE_SITE_URL ) . '/api/preview?token=' . vitrine_preview_token( $post, time() );
	},
	20,
	2
);

/**
 * `acf` on revisions and autosaves (/wp/v2/pages/{id}/revisions, …/autosaves, and the same for
 * events), as ACF to REST API gives it on posts: ACF copies a post's fields to its revisions, and
 * to its autosave when an editor previews. ACF to REST API registers `acf` for post types only.
 */
add_action(
	'rest_api_init',
	static function () {
		if ( ! function_exists( 'get_fields' ) ) {
			return;
		}
		foreach ( VITRINE_PREVIEW_POST_TYPES as $type ) {
			register_rest_field(
				$type . '-revision', // the object type of WP_REST_Revisions_Controller and WP_REST_Autosaves_Controller
				'acf',
				array(
					'get_callback' => static function ( $revision ) {
						$fields = get_fields( (int) $revision['id'] );
						return $fields ? $fields : array();
					},
					'schema'       => array(
						'description' => 'The revision\'s ACF fields.',
						'type'        => 'object',
						'context'     => array( 'view', 'edit' ),
					),
				)
			);
		}
	}
);

/** The preview user's role, created once. */
add_action(
	'init',
	static function () {
		if ( null === get_role( VITRINE_PREVIEW_ROLE ) ) {
			add_role( VITRINE_PREVIEW_ROLE, 'Vitrine preview', array_fill_keys( VITRINE_PREVIEW_CAPS, true ) );
		}
	}
);

/**
 * The preview role may only read: its edit capabilities hold for GET and HEAD requests of the
 * REST API (which is how WordPress lets a user read unpublished posts), nowhere else. Its
 * application password cannot change, publish or delete anything, nor open the editor.
 */
add_filter(
	'user_has_cap',
	static function ( $allcaps, $caps, $args, $user ) {
		if ( ! $user instanceof WP_User || ! in_array( VITRINE_PREVIEW_ROLE, (array) $user->roles, true ) ) {
			return $allcaps;
		}
		$method  = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		$reading = defined( 'REST_REQUEST' ) && REST_REQUEST && in_array( $method, array( 'GET', 'HEAD' ), true );
		if ( $reading ) {
			return $allcaps;
		}
		foreach ( VITRINE_PREVIEW_CAPS as $cap ) {
			if ( 'read' !== $cap ) {
				$allcaps[ $cap ] = false;
			}
		}
		return $allcaps;
	},
	10,
	4
);
